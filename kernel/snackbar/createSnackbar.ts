import { errorMessage } from '../errors'
import { errorWordsOf, type ErrorWords } from '../i18n/errorWords'
import type { Store } from '../store/createStore'
import { snackMessageIdOf } from './snackMessages'
import { createSnackStore, type SnackState, type SnackVariant, type Snackbar } from './snackState'

export type { SnackState, SnackVariant, Snackbar } from './snackState'

/** SNK-02: the open snack animates out before the next one comes in. */
export const SNACK_REPLACE_DELAY_MS = 150
/** Success and error snacks hide by themselves after this long (AppKit's snackbar timing). */
export const SNACK_AUTO_HIDE_MS = 2500

/** The snackbar over `store` (the kit makes the store first, so the shell can read it before this code loads). */
export function createSnackbar(store: Store<SnackState> = createSnackStore()): Snackbar {
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  const clearTimers = () => {
    clearTimeout(swapTimer)
    clearTimeout(hideTimer)
    swapTimer = hideTimer = undefined
  }

  const display = (variant: SnackVariant, message: string, words?: ErrorWords) => {
    store.setState({ open: true, message, messageId: snackMessageIdOf(message), words, variant })
    if (variant !== 'loading') {
      hideTimer = setTimeout(() => {
        hideTimer = undefined
        store.setState({ open: false })
      }, SNACK_AUTO_HIDE_MS)
    }
  }

  const show = (variant: SnackVariant, message: string, words?: ErrorWords) => {
    // A swap already waiting means the previous snack is on its way out: the newest message wins.
    const replacing = store.getState().open || swapTimer !== undefined
    clearTimers()
    if (!replacing) {
      display(variant, message, words)
      return
    }
    store.setState({ open: false })
    swapTimer = setTimeout(() => {
      swapTimer = undefined
      display(variant, message, words)
    }, SNACK_REPLACE_DELAY_MS)
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    show,
    showSuccess: (message) => show('success', message),
    // A catalogued error (a chain plugin's) keeps its words, so the shell shows them translated.
    showError: (error) => show('error', errorMessage(error), errorWordsOf(error)),
    showLoading: (message) => show('loading', message),
    hide() {
      clearTimers()
      store.setState({ open: false })
    },
    dispose: clearTimers,
  }
}
