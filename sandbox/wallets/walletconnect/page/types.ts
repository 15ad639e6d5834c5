import type { Hex } from 'viem'
import type { AuthPayload } from '../answerAuthenticate'
import type { KeyValueStorage } from '../createMemoryStorage'
import type { WalletNamespace, WalletRequest } from '../types'

export type PageWalletOptions = {
  /** The sandbox relay; the dapp must use the same one (a `wc:` URI does not carry it). */
  relayUrl: string
  evmPrivateKey: Hex
  /** 64-byte ed25519 secret key or 32-byte seed. */
  solanaSecretKey: Uint8Array
  /** JSON-RPC URL per EVM chain id: eth_sendTransaction really sends there. */
  evmRpcUrls: Record<number, string>
  /** The TON wallet's ed25519 seed (32 bytes); its wallet v4r2 contract answers `ton_*`. */
  tonSeed: Uint8Array
  /** The TON sandbox's toncenter v2 base: ton_sendMessage broadcasts there (both TON networks). */
  tonRpcUrl?: string
  /** The TRON wallet's secp256k1 private key (32 bytes); it answers `tron_*`. */
  tronPrivateKey: Uint8Array
  /** CAIP-2 chains offered in approvals; eip155:1, eip155:137, Solana devnet and mainnet, TON and TRON by default (each only to a dapp that asks for its namespace). */
  chains?: string[]
  storage: KeyValueStorage
  /** Fixed by default, so a reload with localStorage restores the sessions. */
  storagePrefix?: string
  /** Approve proposals and requests as they arrive. */
  autoApprove?: boolean
  logLevel?: string
}

export type PageProposal = {
  id: number
  pairingTopic: string
  proposer: { name: string; url: string }
  /** What approving would grant. */
  namespaces: Record<string, WalletNamespace>
  /** A one-click sign-in (wc_sessionAuthenticate): approving signs its message once per chain. */
  authenticate?: { statement?: string; payload: AuthPayload }
}

export type PageSession = {
  topic: string
  peer: { name: string; url: string }
  accounts: string[]
}

/** `answering` while a signature or transaction is in flight. */
export type PageRequestStatus = 'pending' | 'answering' | 'approved' | 'rejected' | 'failed'

export type PageRequest = WalletRequest & {
  status: PageRequestStatus
  result?: unknown
  error?: { code: number; message: string }
}

export type PageWalletState = {
  address: Hex
  solanaAddress: string
  /** Non-bounceable `UQ…`, as the session's `ton` accounts carry it. */
  tonAddress: string
  /** Base58 `T…`. */
  tronAddress: string
  chainId: number
  autoApprove: boolean
  proposals: readonly PageProposal[]
  sessions: readonly PageSession[]
  /** Newest last. */
  requests: readonly PageRequest[]
  /** Human-readable notes (paired, session deleted, errors), newest last. */
  activity: readonly string[]
}

/** A WalletConnect wallet whose every proposal and signing request waits for a decision. */
export type PageWallet = {
  getState(): PageWalletState
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: (state: PageWalletState) => void): () => void
  pair(uri: string): Promise<void>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  /** Turning it on also approves what is pending. */
  setAutoApprove(on: boolean): Promise<void>
  emitChainChanged(chainId: number): Promise<void>
  /** CAIP-10 accounts, or EVM addresses taken as on the current chain. */
  emitAccountsChanged(accounts: string[]): Promise<void>
  /** Deletes one session (wc_sessionDelete, code 6000). */
  disconnect(topic: string): Promise<void>
  close(): Promise<void>
}
