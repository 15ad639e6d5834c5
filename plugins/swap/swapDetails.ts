import { formattersFor } from '../../kernel/plugin'
import { SWAP_SLIPPAGE } from './createSwapApi'

/** Money as the kit shows it: two decimals in the locale's form ("$1.50" in English); under a cent "<$0.01". */
export function formatUsd(value: number, locale = 'en'): string {
  const { fiat } = formattersFor(locale)
  if (!Number.isFinite(value) || value <= 0) return fiat(0)
  return value < 0.01 ? `<${fiat(0.01)}` : fiat(value)
}

/** A token amount for reading: up to `digits` decimals, grouped for the locale (en-US in English). */
export function formatAmount(value: string | number, digits = 6, locale = 'en'): string {
  const n = Number(value)
  return formattersFor(locale).number(Number.isFinite(n) ? n : 0, { maximumFractionDigits: digits })
}

/** USD value of a decimal amount at a price; 0 while either is missing. */
export function usdValue(amount: string | undefined, price: number | undefined): number {
  const n = Number(amount)
  return Number.isFinite(n) && price ? n * price : 0
}

/** "1 ETH = 2,991.03 USDC": what one source token buys at this quote. */
export function rateText(from: { symbol: string; amount: string }, to: { symbol: string; amount: string }, locale = 'en'): string {
  const rate = Number(to.amount) / Number(from.amount)
  if (!Number.isFinite(rate) || rate <= 0) return ''
  return `1 ${from.symbol} = ${formatAmount(rate, rate < 1 ? 8 : 4, locale)} ${to.symbol}`
}

/**
 * Price impact in percent: how much less the output is worth than the input at market prices
 * (pool depth and its fee both count). Zero when prices are unknown or the trade gains.
 */
export function priceImpact(fromUsd: number, toUsd: number): number {
  if (fromUsd <= 0 || toUsd <= 0) return 0
  return Math.max(0, (1 - toUsd / fromUsd) * 100)
}

/** The least the swap may pay out: the quote less the slippage tolerance (SWAP-11). */
export function minimumReceived(toAmount: string): number {
  return (Number(toAmount) * (100 - SWAP_SLIPPAGE)) / 100
}

/**
 * Gas a swap takes on the devnet pool and typical routers, for the Swap view's estimate before
 * a transaction is built; the preview prices the built transaction itself.
 */
export const TYPICAL_SWAP_GAS = 150_000n

/** A network fee in wei as USD at the native coin's price. */
export function feeInUsd(feeWei: bigint, nativePrice: number | undefined): number {
  if (!nativePrice) return 0
  return (Number(feeWei) / 1e18) * nativePrice
}
