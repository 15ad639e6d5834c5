import type { Address, Hex } from 'viem'
import type { WalletGrants } from './walletGrants'

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The events an EIP-1193 provider emits, with their payloads. */
export interface Eip1193Events {
  accountsChanged: [accounts: Address[]]
  chainChanged: [chainId: Hex]
  connect: [info: { chainId: Hex }]
  disconnect: [error: { code: number; message: string }]
  message: [message: { type: string; data: unknown }]
}

export type Eip1193EventName = keyof Eip1193Events

/** What dapps (and the kit) see: the EIP-1193 surface, nothing more. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on<E extends Eip1193EventName>(event: E, listener: (...args: Eip1193Events[E]) => void): this
  removeListener<E extends Eip1193EventName>(event: E, listener: (...args: Eip1193Events[E]) => void): this
}

/** How the simulated user and wallet react; change it at run time with `wallet.script()`. */
export interface Eip1193TestWalletBehaviour {
  /** eth_requestAccounts / wallet_requestPermissions fail with 4001. */
  rejectConnect?: boolean
  /** personal_sign, eth_signTypedData_v4 and eth_sendTransaction fail with 4001. */
  rejectSign?: boolean
  /** Milliseconds the simulated user takes before answering any approval prompt. */
  delayMs?: number
  /**
   * wallet_switchEthereumChain to a chain not yet added by wallet_addEthereumChain fails with
   * this code (SBX-38). After an accepted add, switching to that chain works.
   */
  switchChainError?: 4902 | 5000 | 32603 | -32603 | null
  /** Answer to wallet_addEthereumChain: accept (add and switch to it) or reject (4001). Default accept. */
  addChain?: 'accept' | 'reject'
  /** The wallet lacks wallet_switchEthereumChain and wallet_addEthereumChain (4200). */
  lacksSwitch?: boolean
  /**
   * The wallet has ERC-5792 wallet_sendCalls (calls sent one by one, not atomically),
   * wallet_getCallsStatus, and reports `atomic: unsupported` from wallet_getCapabilities.
   * Without it those methods fail with 4200 and capabilities are `{}`.
   */
  sendCalls?: boolean
  /**
   * The wallet grants ERC-7715 permissions: wallet_getCapabilities lists the `permissions`
   * capability per chain and wallet_grantPermissions answers with a permissions context (a
   * declined grant is 4001 under rejectSign). Without it wallet_grantPermissions is 4200.
   */
  permissions?: boolean
}

export interface Eip1193TestWalletOptions {
  privateKey: Hex
  /** JSON-RPC endpoint per chain id; reads and raw transactions go to the current chain's. */
  rpcUrls: Record<number, string>
  /** Chain the wallet starts on; defaults to the first key of rpcUrls. */
  chainId?: number
  name?: string
  rdns?: string
  /** data: URL, used when the wallet is announced. */
  icon?: string
  behaviour?: Eip1193TestWalletBehaviour
  /** Where the site's grant is remembered; in memory (forgotten on reload) when absent. */
  grants?: WalletGrants
}

/** The provider plus the handles a test uses to play the user and the wallet's UI. */
export interface Eip1193TestWallet extends Eip1193Provider {
  readonly isAirlockTestWallet: true
  readonly name: string
  readonly rdns: string
  readonly icon: string
  readonly address: Address
  readonly chainId: number
  readonly connected: boolean
  readonly behaviour: Readonly<Eip1193TestWalletBehaviour>
  /** Merge into the behaviour; `null`/`undefined` values reset that field. */
  script(patch: Eip1193TestWalletBehaviour): void
  /** The user switches chain inside the wallet: emits chainChanged. */
  switchChain(chainId: number): void
  /** The user picks another account inside the wallet: emits accountsChanged when connected. */
  changeAccount(privateKey: Hex): void
  /** The user disconnects the site from the wallet: emits accountsChanged([]) and disconnect. */
  disconnect(): void
}
