import type { Hex } from 'viem'
import type { SignedCacao } from './answerAuthenticate'
import type { KeyValueStorage } from './createMemoryStorage'

/** Solana mainnet as a CAIP-2 id (the genesis hash prefix WalletConnect uses). */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** TON mainnet and TRON mainnet as CAIP-2 ids (global id -239; TRON's genesis block hash tail). */
export const TON_MAINNET = 'ton:-239'
export const TRON_MAINNET = 'tron:0x2b6653dc'

export type WalletBehaviour = {
  /** Reject session proposals (code 5000, "User rejected."). */
  reject?: boolean
  /** Wait this long before answering proposals and requests. */
  delayMs?: number
}

export type WalletConnectTestWalletOptions = {
  /** Must be the same relay the dapp uses: a pairing URI does not carry the relay URL. */
  relayUrl: string
  evmPrivateKey: Hex
  /** 64-byte ed25519 secret key (seed + public key). Derived from evmPrivateKey when absent. */
  solanaSecretKey?: Uint8Array
  /** 32-byte ed25519 seed of the TON key (a wallet v4r2 account). Derived from evmPrivateKey when absent. */
  tonSeed?: Uint8Array
  /** 32-byte secp256k1 key of the TRON account. Derived from evmPrivateKey when absent. */
  tronPrivateKey?: Uint8Array
  /** toncenter v2 base (`…/api/v2`) per TON CAIP-2 id, where ton_sendMessage broadcasts (else -32603). */
  tonRpcUrls?: Record<string, string>
  /** JSON-RPC URL per EVM chain id, used by eth_sendTransaction. */
  evmRpcUrls?: Record<number, string>
  /**
   * CAIP-2 chains the wallet supports; default eip155:1, eip155:137 and Solana mainnet. Add
   * TON_MAINNET (`ton:-239`) and TRON_MAINNET (`tron:0x2b6653dc`) for those namespaces.
   */
  chains?: string[]
  /**
   * WalletConnect Core is a per-prefix global singleton; a dapp and a wallet in one process need
   * distinct prefixes. A fresh random prefix is used when absent.
   */
  storagePrefix?: string
  behaviour?: WalletBehaviour
  /**
   * Answer one-click auth (`wc_sessionAuthenticate`) with signed CACAOs; default true. False acts
   * as a wallet without it: the dapp's fallback session proposal is approved instead.
   */
  oneClickAuth?: boolean
  /** Where the client keeps its state; in memory by default so tests write no files. */
  storage?: KeyValueStorage
  /** pino level for the WalletConnect client; silent by default. */
  logLevel?: string
}

export type WalletRequest = {
  topic: string
  id: number
  chainId: string
  method: string
  params: unknown
}

export type WalletEvents = {
  session_proposal: { id: number; pairingTopic: string }
  session_approved: { topic: string; namespaces: Record<string, WalletNamespace> }
  session_rejected: { id: number }
  session_request: WalletRequest & { result?: unknown; error?: { code: number; message: string } }
  session_delete: { topic: string }
  /** A one-click auth request arrived (wc_sessionAuthenticate), for these chains. */
  session_authenticate: { id: number; chains: string[] }
  /** One-click auth approved: the signed CACAOs and the session they settled. */
  session_authenticated: { topic: string | undefined; auths: SignedCacao[] }
  /** A proposal or request the wallet could not answer (e.g. the relay was gone). */
  error: { stage: 'proposal' | 'request' | 'authenticate'; error: unknown }
}

export type WalletNamespace = { chains: string[]; accounts: string[]; methods: string[]; events: string[] }

export type WalletConnectTestWallet = {
  /** The EVM address (checksummed). */
  readonly address: Hex
  /** The Solana address (base58 public key). */
  readonly solanaAddress: string
  /** The TON wallet v4r2 address, non-bounceable url-safe (`UQ…`). */
  readonly tonAddress: string
  /** The TON ed25519 public key, hex (the session's `ton_getPublicKey`). */
  readonly tonPublicKey: string
  /** The TRON address (base58check `T…`). */
  readonly tronAddress: string
  /** Current EVM chain id, changed by wallet_switchEthereumChain and emitChainChanged. */
  readonly chainId: number
  /** Requests answered so far, with their result or error. */
  readonly requests: readonly WalletEvents['session_request'][]
  /** Pairs from a `wc:` URI; the proposal that follows is answered per `behaviour`. */
  pair(uri: string): Promise<void>
  setBehaviour(behaviour: WalletBehaviour): void
  /** Topics of the active sessions. */
  sessionTopics(): string[]
  /** Emits accountsChanged with CAIP-10 accounts on the current chain (EVM addresses accepted). */
  emitAccountsChanged(accounts: string[]): Promise<void>
  /** Emits chainChanged on every session that has the chain. */
  emitChainChanged(chainId: number | string): Promise<void>
  on<E extends keyof WalletEvents>(event: E, listener: (payload: WalletEvents[E]) => void): () => void
  /** Resolves with the next event of that name. */
  waitFor<E extends keyof WalletEvents>(event: E, timeoutMs?: number): Promise<WalletEvents[E]>
  /** Deletes every session (wc_sessionDelete, code 6000). */
  disconnect(): Promise<void>
  /** Closes the relay socket and stops the client's timers. */
  close(): Promise<void>
}
