import type { AccountType, CaipNetwork, ChainNamespace, Connection, Connector, RequestProvider, TokenBalance } from '../types'
import type {
  EstimateFeeArgs,
  GetCapabilitiesArgs,
  ReadReceivedArgs,
  SendCallsArgs,
  SendCallsResult,
  SendTransactionArgs,
  SignTypedDataArgs,
  TransactionOutcome,
  WaitForTransactionArgs,
  WalletCapabilities,
  WriteContractArgs,
} from './chainAdapterWrites'
import type { ChainActivityPage, GetActivityArgs } from './chainActivity'
import type { Logger } from './types'
import type { CatalogueLoaders } from '../i18n/defineMessages'
import type { AppKit } from '../createPublicApi'

/**
 * A chain's CAIP-2 **reference**: the part after `<namespace>:` (`1`, `'cosmoshub-4'`), not the
 * whole CAIP-2 id — `'eip155:1'` is ignored with a warning. eip155 also takes the hex form
 * wallets emit (`'0x89'` is 137).
 */
export type ChainReference = string | number

/** Wallet-side changes a chain plugin reports after connect (provider events), turned into state by the kernel. */
export type ChainAdapterEvent =
  | { type: 'chainChanged'; chainId: ChainReference }
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'disconnect' }

/** What the kit tells a chain adapter when it registers it: the config parts an adapter needs. */
export interface ChainAdapterContext {
  projectId: string
  /** Base URLs (blockchain API for the bundler and RPC gateway, relay, ...). */
  endpoints: Readonly<{ api: string; blockchainApi: string; relay: string; secureSite: string }>
  /** The host's networks of this adapter's namespace, in CAIP form. */
  networks: readonly CaipNetwork[]
  enableEIP6963: boolean
  enableInjected: boolean
  logger: Logger
  /**
   * The kit's public instance, for adapters that bridge a host library to the kit's connection
   * (`airlock/wagmi` follows and drives it). Absent when an adapter is registered without a kit.
   */
  kit?: AppKit
}

/** What a chain-family plugin gives the kernel (eip155, solana, bip122, generic, third parties). */
export interface ChainAdapter {
  namespace: ChainNamespace
  /**
   * Set on the stand-in the WalletConnect plugin registers for a namespace no chain plugin
   * serves: such a kit counts as having no chain adapters (RTR-06).
   */
  walletConnectOnly?: boolean
  /**
   * The family's message pack, like a feature plugin's manifest `messages`: the words of the
   * errors it throws for visitors (`ChainError.worded(messages, key, values)`, English beside the
   * code with `defineMessages(pack, ...)`), one lazy chunk per locale. The kit registers it with
   * the adapter; a visitor downloads only their locale's chunk.
   */
  messages?: { pack: string; load: () => Promise<{ default: CatalogueLoaders }> }
  /** Called once when the kit registers the adapter, before any other member. */
  configure?(context: ChainAdapterContext): void
  /**
   * A connector to connect without the visitor choosing one (the multisig host app on EVM,
   * CNR-09). Asked at startup when the namespace has no restored connection.
   */
  autoConnectConnector?(): Promise<Connector | undefined>
  /** Default preferred account type for this family (spec §6). */
  defaultAccountType?: AccountType
  isAddress(address: string): boolean
  /**
   * A token address that remote data (token lists, balances) names: stricter than `isAddress`
   * where the family has a checksum (EIP-55 on eip155: mixed case must match it). Absent: `isAddress`.
   */
  isTokenAddress?(address: string): boolean
  /** Connectors this family discovers on the page (injected, announced, wallet-standard). */
  getConnectors?(): Connector[]
  /** Called when connectors appear or go away after startup (EIP-6963 announcements). */
  watchConnectors?(onChange: (connectors: Connector[]) => void): () => void
  connect(args: { connector: Connector; network: CaipNetwork }): Promise<Connection & { address: string; caipNetwork: CaipNetwork }>
  /** Restores a stored connection on startup; undefined when the wallet no longer grants it. */
  reconnect?(args: { connector: Connector; network: CaipNetwork }): Promise<(Connection & { address: string; caipNetwork: CaipNetwork }) | undefined>
  disconnect(args: { connector?: Connector }): Promise<void>
  switchNetwork(args: { network: CaipNetwork; connector?: Connector }): Promise<void>
  getBalance?(args: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }>
  /**
   * Token balances the chain plugin reads from its own nodes (TRC-20 on tron), for a family the
   * blockchain API does not serve; entries in that API's shape, which the balances plugin checks
   * like the API's.
   */
  getTokenBalances?(args: { address: string; network: CaipNetwork }): Promise<TokenBalance[]>
  /**
   * The account's history read from the family's own nodes, newest first and paged by `cursor`
   * (a BYD extension: the blockchain API's history is eip155 only, ACT-12). The activity plugin
   * shows its Activity tab on a namespace other than eip155 only when the chain plugin has this.
   * Rejects when the node's answer is unreadable; entries it cannot read are left out.
   */
  getActivity?(args: GetActivityArgs): Promise<ChainActivityPage>
  signMessage?(args: { message: string; address: string; provider: RequestProvider }): Promise<string>
  /** Sends the native coin (the send plugin); `value` in the smallest unit (wei, lamports). Resolves with the transaction id. */
  sendTransfer?(args: { from: string; to: string; value: bigint; network: CaipNetwork; provider?: RequestProvider }): Promise<string>
  // The write side (chainAdapterWrites.ts). Optional: a family offers what its chains have.
  /** Signs and sends one transaction on `network`; resolves with its hash or signature. */
  sendTransaction?(args: SendTransactionArgs): Promise<string>
  /** An ERC-5792 batch; wallets without wallet_sendCalls get the calls one by one. */
  sendCalls?(args: SendCallsArgs): Promise<SendCallsResult>
  /** Encodes a contract call from its ABI and sends it; resolves with the transaction hash. */
  writeContract?(args: WriteContractArgs): Promise<string>
  /** EIP-712 signature (eth_signTypedData_v4). */
  signTypedData?(args: SignTypedDataArgs): Promise<string>
  /** The network fee of a transaction in the native coin's smallest unit (wei, lamports). */
  estimateFee?(args: EstimateFeeArgs): Promise<bigint>
  /**
   * Resolves once the transaction is included, with whether it succeeded or reverted (a swap the
   * pool moved past its slippage lands and reverts). Rejects when it is not included in time.
   */
  waitForTransaction?(args: WaitForTransactionArgs): Promise<TransactionOutcome>
  /**
   * What an included transaction delivered of one asset to one account, in its smallest unit:
   * 0n when it failed or delivered none, undefined while the chain does not know it. A purchase
   * is complete only when this shows the asset arriving (BYD-30); a provider's word is not proof.
   */
  readReceived?(args: ReadReceivedArgs): Promise<bigint | undefined>
  /** EIP-5792 wallet capabilities; `{}` when the wallet does not say. */
  getCapabilities?(args: GetCapabilitiesArgs): Promise<WalletCapabilities>
  getProvider?(): RequestProvider | undefined
  /**
   * The provider a host gets for a connection (`getProvider`, `useAppKitProvider`), when the
   * family's AppKit shape differs from the connection's own (Solana over a WalletConnect session:
   * `signMessage(bytes)`, `signTransaction(tx)`, ...). The kit itself keeps using the connection's.
   */
  hostProvider?(provider: RequestProvider, connector: Connector): unknown
  /**
   * The chain library's RPC client for a network (Solana's web3.js `Connection`), for hooks that
   * hand it to the host (AppKit's `useAppKitConnection`). Loaded on demand, one per network.
   */
  getConnection?(network: CaipNetwork): Promise<unknown>
  /** Wallet-side chain, account and session changes; an unknown chain id becomes an unsupported network (NET-06). */
  watchWallet?(listener: (event: ChainAdapterEvent) => void): () => void
  /** WalletConnect namespace config for this family. */
  walletConnectNamespace?(networks: readonly CaipNetwork[]): {
    chains: string[]
    methods: string[]
    events: string[]
    rpcMap: Record<string, string>
  }
}

