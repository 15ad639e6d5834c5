// What the devnet's balances report for SOL and its SPL token. Prices are fixed so balance
// values in tests are exact.
import { SOLANA_DEVNET_USDC_MINT } from './accounts'

export interface SolanaDevnetToken {
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** Mint address; absent for native SOL. */
  mint?: string
}

export const SOLANA_DEVNET_NATIVE: SolanaDevnetToken = { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150 }

export const SOLANA_DEVNET_USDC: SolanaDevnetToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  priceUsd: 1,
  mint: SOLANA_DEVNET_USDC_MINT.address,
}

/** The SPL tokens the devnet creates at start, in the order balances list them. */
export const SOLANA_DEVNET_TOKENS: readonly SolanaDevnetToken[] = [SOLANA_DEVNET_USDC]
