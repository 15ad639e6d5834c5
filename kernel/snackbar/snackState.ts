import { createStore, type Store } from '../store/createStore'
import type { ErrorWords } from '../i18n/errorWords'
import type { SnackMessageId } from './snackMessages'

/** SNK-01 */
export type SnackVariant = 'success' | 'error' | 'loading'

export interface SnackState {
  open: boolean
  /** Kept after hide so the shell can animate the snack out with its text. */
  message: string
  /** The catalogue id of `message` when it is one of the kit's snack texts: the shell shows it translated. */
  messageId?: SnackMessageId
  /** The catalogue words of an error snack (a chain plugin's): the shell shows them in its locale. */
  words?: ErrorWords
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

export const createSnackStore = (): Store<SnackState> => createStore<SnackState>({ open: false, message: '', variant: 'success' })
