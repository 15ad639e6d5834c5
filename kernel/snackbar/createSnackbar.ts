import { errorMessage } from '../errors'
import { createStore } from '../store/createStore'

/** SNK-01 */
export type SnackVariant = 'success' | 'error' | 'loading'

export interface SnackState {
  open: boolean
  /** Kept after hide so the shell can animate the snack out with its text. */
  message: string
  variant: SnackVariant
}

export interface Snackbar {
  getState(): SnackState
  subscribe(listener: (state: SnackState, previous: SnackState) => void): () => void
  show(variant: SnackVariant, message: string): void
  showSuccess(message: string): void
  /** Takes a string or anything thrown; a thrown value without a message reads "Unknown error". */
  showError(error: unknown): void
  /** Stays until hidden or replaced: a loading snack describes work still running. */
  showLoading(message: string): void
  hide(): void
  dispose(): void
}

/** SNK-02: the open snack animates out before the next one comes in. */
export const SNACK_REPLACE_DELAY_MS = 150
/** Success and error snacks hide by themselves after this long (AppKit's snackbar timing). */
export const SNACK_AUTO_HIDE_MS = 2500

export function createSnackbar(): Snackbar {
  const store = createStore<SnackState>({ open: false, message: '', variant: 'success' })
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  const clearTimers = () => {
    clearTimeout(swapTimer)
    clearTimeout(hideTimer)
    swapTimer = hideTimer = undefined
  }

  const display = (variant: SnackVariant, message: string) => {
    store.setState({ open: true, message, variant })
    if (variant !== 'loading') {
      hideTimer = setTimeout(() => {
        hideTimer = undefined
        store.setState({ open: false })
      }, SNACK_AUTO_HIDE_MS)
    }
  }

  const show = (variant: SnackVariant, message: string) => {
    // A swap already waiting means the previous snack is on its way out: the newest message wins.
    const replacing = store.getState().open || swapTimer !== undefined
    clearTimers()
    if (!replacing) {
      display(variant, message)
      return
    }
    store.setState({ open: false })
    swapTimer = setTimeout(() => {
      swapTimer = undefined
      display(variant, message)
    }, SNACK_REPLACE_DELAY_MS)
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    show,
    showSuccess: (message) => show('success', message),
    showError: (error) => show('error', errorMessage(error)),
    showLoading: (message) => show('loading', message),
    hide() {
      clearTimers()
      store.setState({ open: false })
    },
    dispose: clearTimers,
  }
}
