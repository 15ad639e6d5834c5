// The embedded wallet's Solana messages between the kit and the secure frame, beside the EVM
// ones in frameProtocol.ts (whose FrameMethods extends this map).

/** A configured Solana network as the kit reads it; the frame is told only its CAIP-2 id. */
export interface SolanaFrameChain {
  /** CAIP-2 id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  caipNetworkId: string
  name: string
  rpcUrl: string
}

/**
 * The wallet requests the frame signs for Solana, in the `solana_*` RPC form (WalletConnect's):
 * base58 messages and signatures, base64 serialized transactions.
 */
export type SolanaSigningMethod = 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction'

export interface SolanaSigningParams {
  message?: string
  pubkey?: string
  transaction?: string
  transactions?: string[]
  sendOptions?: { preflightCommitment?: string; skipPreflight?: boolean; maxRetries?: number; minContextSlot?: number }
}

/** Request name → [params, result], merged into FrameMethods. */
export interface SolanaFrameMethods {
  /** The signed-in user's Solana address (base58); the ed25519 key is made there on first use. */
  solanaGetAccount: [undefined, { address: string }]
  /** A Solana signing request; the visitor approves it in the frame's own UI first. */
  solanaRpc: [{ method: SolanaSigningMethod; params: SolanaSigningParams; caipNetworkId: string; appName: string; theme: 'light' | 'dark'; locale?: string }, unknown]
}
