import { isPositiveAmount } from '../../kernel/plugin'
import type { SwapState } from './createSwapService'

export const SwapLabels = {
  selectToken: 'Select token',
  enterAmount: 'Enter amount',
  insufficientBalance: 'Insufficient balance',
  gettingQuote: 'Getting quote',
  reviewSwap: 'Review swap',
} as const

/** What the label walk reads of the swap state. */
export type SwapFormState = Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'toTokenAmount' | 'loadingQuote' | 'quoteError'>

/**
 * The Swap view's action button, AppKit's walk: both tokens, then an amount, then enough of the
 * source token, then a quote; only then can the swap be reviewed.
 */
export function swapActionLabel(state: SwapFormState): string {
  if (!state.sourceToken || !state.toToken) return SwapLabels.selectToken
  if (!isPositiveAmount(state.sourceTokenAmount)) return SwapLabels.enterAmount
  if (Number(state.sourceTokenAmount) > Number(state.sourceToken.balance ?? 0)) return SwapLabels.insufficientBalance
  if (state.loadingQuote) return SwapLabels.gettingQuote
  return SwapLabels.reviewSwap
}

/** Whether Review swap may be pressed: the walk is done and the quote stands. */
export function canReviewSwap(state: SwapFormState): boolean {
  return swapActionLabel(state) === SwapLabels.reviewSwap && !state.quoteError && isPositiveAmount(state.toTokenAmount)
}
