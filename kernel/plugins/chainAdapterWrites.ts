import type { CaipNetwork, RequestProvider } from '../types'

// The write side of ChainAdapter: what feature plugins (send, swap, names, smart sessions) ask a
// chain plugin for, so they never import a chain library or branch on the namespace.

/** Where a write lands and who signs it; every write action takes these. */
export interface ChainWriteTarget {
  /** The network to write on. Families whose wallets have a current chain (eip155) move the wallet there first. */
  network: CaipNetwork
  /** The connected connector's provider (an injected wallet, a WalletConnect session); the adapter's own session when absent. */
  provider?: RequestProvider
}

/**
 * One transaction. eip155 reads `to`, `value`, `data` and `gas`; solana reads `transaction`, a
 * transaction the caller built and serialized, which the wallet signs and sends.
 */
export interface SendTransactionArgs extends ChainWriteTarget {
  /** The signer's address. */
  from: string
  /** eip155: the receiver or the contract called. */
  to?: string
  /** In the native coin's smallest unit (wei). */
  value?: bigint
  /** eip155: 0x calldata. */
  data?: string
  /** eip155: a gas limit; the wallet estimates one when absent. */
  gas?: bigint
  /** solana: the serialized transaction (base64 wire format), fee payer `from`, unsigned or partly signed. */
  transaction?: string
}

/** One call of an ERC-5792 batch. */
export interface ChainCall {
  to: string
  /** wei */
  value?: bigint
  /** 0x calldata */
  data?: string
}

export interface SendCallsArgs extends ChainWriteTarget {
  from: string
  calls: readonly ChainCall[]
  /** ERC-5792 capabilities asked for (paymasterService, ...). Only optional ones survive the sequential fallback. */
  capabilities?: Record<string, { optional?: boolean } & Record<string, unknown>>
  /** All or nothing: no sequential fallback for a batch of more than one call, which could half land. */
  forceAtomic?: boolean
}

export interface SendCallsResult {
  /**
   * The batch id: the wallet's, or, after the sequential fallback, viem's fallback id (the hashes,
   * the chain id and the 0x5792… marker), which viem's and wagmi's getCallsStatus decode.
   */
  id: string
  /** Who carried the batch: the wallet (`wallet_sendCalls`) or the adapter, one eth_sendTransaction per call. */
  via: 'wallet_sendCalls' | 'sequential'
  /** Transaction hashes in call order where known: all of them after the fallback, none from a wallet batch (ask for its status). */
  transactionHashes: string[]
}

export interface WriteContractArgs extends ChainWriteTarget {
  from: string
  /** The contract address. */
  address: string
  /** The contract's ABI (viem's `Abi`; typed loosely so the kernel stays free of chain libraries). */
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  /** wei sent along, for payable functions. */
  value?: bigint
  gas?: bigint
}

/** EIP-712 typed data, as viem's `TypedDataDefinition`: `EIP712Domain` may be left out of `types`. */
export interface TypedDataDefinition {
  domain?: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export interface SignTypedDataArgs {
  /** The signer's address. */
  address: string
  typedData: TypedDataDefinition
  provider?: RequestProvider
}

/** What a transaction to estimate would do; fields as in SendTransactionArgs. */
export interface EstimateFeeArgs {
  network: CaipNetwork
  from: string
  /** The receiver; the sender itself when absent (a plain transfer costs the same). */
  to?: string
  value?: bigint
  data?: string
  /** solana: a serialized transaction (base64) to price instead of a plain transfer. */
  transaction?: string
  provider?: RequestProvider
}

export interface GetCapabilitiesArgs {
  address: string
  /** Narrows the answer to this network's chain; every chain the wallet reports when absent. */
  network?: CaipNetwork
  provider?: RequestProvider
}

/** EIP-5792 capabilities per chain id (0x-hex on eip155), `{}` when the wallet has none or lacks the method. */
export type WalletCapabilities = Record<string, Record<string, unknown>>

/** A sent transaction to wait for (`waitForTransaction`). */
export interface WaitForTransactionArgs {
  network: CaipNetwork
  /** The hash or signature `sendTransaction` resolved with. */
  hash: string
  provider?: RequestProvider
  /** Give up after this long (ms); the adapter's default when absent. */
  timeoutMs?: number
}

/** How a transaction ended once included: `reverted` means it is on chain but did nothing. */
export interface TransactionOutcome {
  status: 'success' | 'reverted'
}

/** A transaction to read what it delivered to one account (`readReceived`). */
export interface ReadReceivedArgs {
  network: CaipNetwork
  /** The transaction hash or signature. */
  hash: string
  /** The receiving account (plain address). */
  to: string
  /** The token contract or mint; the native coin when absent. */
  token?: string
  /**
   * Unix seconds: a transaction included before then delivered nothing for this read (0n), so an
   * older transfer to the account cannot pass for a new purchase. Absent: any time.
   */
  notBefore?: number
}
