import { createStore } from '../store/createStore'
import type { RouterData, RouterEntry, ViewDataArgs, ViewName } from './viewNames'

export type Transition = 'next' | 'prev'

/** The router's state; the shell renders `view` with `data` and animates by `transition`. */
export interface RouterState {
  view: ViewName
  data: RouterData | undefined
  /** The stack, oldest first; its last entry is always `{ view, data }` (RTR-01). */
  history: readonly RouterEntry[]
  transition: Transition
}

export interface RouterDeps {
  /** Whether an address is connected on the active namespace. */
  isConnected(): boolean
  /**
   * Closes the modal when back is pressed on the last view (RTR-12). Bound lazily by the caller
   * (`() => modalController.close()`), since the modal controller is built on top of the router.
   */
  closeModal(): void
  /** Reloads the embedded-wallet connector after the Farcaster view was left while disconnected. */
  reloadAuthConnector?(): void
}

export interface Router {
  getState(): RouterState
  subscribe(listener: (state: RouterState, previous: RouterState) => void): () => void
  /** Shows a view on top of the stack (transition next). Pushing the current view only updates its data. */
  push<V extends ViewName>(view: V, ...args: ViewDataArgs<V>): void
  /** Swaps the top of the stack for a view, so back skips the one replaced. */
  replace<V extends ViewName>(view: V, ...args: ViewDataArgs<V>): void
  /** Pops the stack (transition prev); on the last view it closes the modal instead. */
  goBack(): void
  /** Pops back to the entry at `index` (kept); ignored when out of range. */
  goBackToIndex(index: number): void
  /** Starts a new stack with one view. */
  reset<V extends ViewName>(view: V, ...args: ViewDataArgs<V>): void
  /** Cancels pending timers; for kit teardown. */
  dispose(): void
}

/** The Farcaster frame is reloaded after the view animation, which it would otherwise stutter. */
export const FARCASTER_RELOAD_DELAY_MS = 100

const initialState = (): RouterState => ({
  view: 'Connect',
  data: undefined,
  history: [{ view: 'Connect', data: undefined }],
  transition: 'next',
})

export function createRouter(deps: RouterDeps): Router {
  const store = createStore<RouterState>(initialState)
  let reloadTimer: ReturnType<typeof setTimeout> | undefined

  // Spec §2: leaving the Farcaster view while disconnected reloads the auth connector after 100 ms.
  const onLeave = (from: ViewName, to: ViewName) => {
    if (from !== 'ConnectingFarcaster' || to === from || deps.isConnected()) return
    const reload = deps.reloadAuthConnector
    if (!reload) return
    clearTimeout(reloadTimer)
    reloadTimer = setTimeout(() => {
      reloadTimer = undefined
      reload()
    }, FARCASTER_RELOAD_DELAY_MS)
  }

  const commit = (history: RouterEntry[], transition: Transition) => {
    const top = history[history.length - 1]!
    const from = store.getState().view
    store.setState({ view: top.view, data: top.data, history, transition })
    onLeave(from, top.view)
  }

  const withTop = (entry: RouterEntry, transition: Transition) => {
    const history = store.getState().history.slice(0, -1)
    commit([...history, entry], transition)
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    push(view, ...[data]) {
      const { history, view: current } = store.getState()
      const entry: RouterEntry = { view, data }
      if (view === current) withTop(entry, store.getState().transition)
      else commit([...history, entry], 'next')
    },

    replace(view, ...[data]) {
      withTop({ view, data }, 'next')
    },

    goBack() {
      const { history } = store.getState()
      if (history.length <= 1) {
        deps.closeModal() // RTR-12
        return
      }
      const rest = history.slice(0, -1)
      const previous = rest[rest.length - 1]!
      // RTR-11: Connect is pointless once connected; land on Account instead.
      if (previous.view === 'Connect' && deps.isConnected()) {
        rest[rest.length - 1] = { view: 'Account', data: undefined }
      }
      commit(rest, 'prev')
    },

    goBackToIndex(index) {
      const { history } = store.getState()
      if (!Number.isInteger(index) || index < 0 || index >= history.length - 1) return
      commit(history.slice(0, index + 1), 'prev')
    },

    reset(view, ...[data]) {
      // Already there (an open on the view a closed modal rests on): no new state, so a card
      // prerendered live is revealed as it is instead of re-rendered (issue 32).
      const { history, transition } = store.getState()
      if (history.length === 1 && history[0]!.view === view && history[0]!.data === undefined && data === undefined && transition === 'next') return
      commit([{ view, data }], 'next')
    },

    dispose() {
      clearTimeout(reloadTimer)
      reloadTimer = undefined
    },
  }
}
