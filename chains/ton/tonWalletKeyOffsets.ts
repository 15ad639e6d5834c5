// Where each standard TON wallet contract keeps its ed25519 public key in its data cell, by the
// hash of its code (the chain's own bytecode, the same in every wallet app). A sign-in verifier
// reads the key from there; a contract not on this list is refused, since its layout is unknown.
// The fee estimate picks the transfer layout by the same hashes.
import type { TonWalletContract } from './tonTransferBody'

/** Bits before the 256-bit key in the data cell, per code hash (hex). */
export const TON_WALLET_KEY_OFFSETS: ReadonlyMap<string, { contract: TonWalletContract; keyOffset: number }> = new Map<string, { contract: TonWalletContract; keyOffset: number }>([
  // v3r2: seqno (32), subwallet id (32), key.
  ['84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599', { contract: 'v3r2', keyOffset: 64 }],
  // v4r2: seqno (32), subwallet id (32), key, plugins.
  ['feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0', { contract: 'v4r2', keyOffset: 64 }],
  // v5r1 (W5): signature-allowed flag (1), seqno (32), wallet id (32), key, extensions.
  ['20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f', { contract: 'v5r1', keyOffset: 65 }],
])
