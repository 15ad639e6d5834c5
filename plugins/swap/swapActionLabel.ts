import { isPositiveAmount } from '../../kernel/plugin'
import type { SwapState } from './createSwapService'
import { swapViewMessages } from './swapMessages'

/** The button's steps, AppKit's words in English (the view words them by locale). */
export type SwapStep = 'selectToken' | 'enterAmount' | 'insufficientBalance' | 'gettingQuote' | 'reviewSwap'

export const SwapLabels: Readonly<Record<SwapStep, string>> = swapViewMessages.en

/** What the label walk reads of the swap state. */
export type SwapFormState = Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'toTokenAmount' | 'loadingQuote' | 'quoteError'>

/**
 * The Swap view's action button, AppKit's walk: both tokens, then an amount, then enough of the
 * source token, then a quote; only then can the swap be reviewed.
 */
export function swapActionStep(state: SwapFormState): SwapStep {
  if (!state.sourceToken || !state.toToken) return 'selectToken'
  if (!isPositiveAmount(state.sourceTokenAmount)) return 'enterAmount'
  if (Number(state.sourceTokenAmount) > Number(state.sourceToken.balance ?? 0)) return 'insufficientBalance'
  if (state.loadingQuote) return 'gettingQuote'
  return 'reviewSwap'
}

/** The step's label in the words of `text` (the view's translation; English by default). */
export const swapActionLabel = (state: SwapFormState, text: (step: SwapStep) => string = (step) => SwapLabels[step]): string => text(swapActionStep(state))

/** Whether Review swap may be pressed: the walk is done and the quote stands. */
export function canReviewSwap(state: SwapFormState): boolean {
  return swapActionStep(state) === 'reviewSwap' && !state.quoteError && isPositiveAmount(state.toTokenAmount)
}
