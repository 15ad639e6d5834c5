import { createStore } from '../store/createStore'
import type { AlertEntry, AlertId } from './alertCatalogue'

/** English `title`/`description` (spec §8) and the message ids the shell shows them by. */
export interface ShownAlert extends AlertEntry {
  id: AlertId
}

export interface AlertsState {
  /** The alert on screen, if any. */
  current: ShownAlert | undefined
  /** Alerts raised while another was on screen (or before the texts were in), shown in turn. */
  queue: readonly AlertId[]
  /** Every id already raised by this kit (ERR-07), on screen, queued or dismissed. */
  shown: readonly AlertId[]
}

export interface AlertsStore {
  getState(): AlertsState
  subscribe(listener: (state: AlertsState, previous: AlertsState) => void): () => void
  /** Raises an alert unless this kit raised it before; true when it was raised now. */
  show(id: AlertId): boolean
  /** Removes the alert on screen and brings up the next queued one. */
  dismiss(): void
  /** Loads the alerts' texts (startup does, so an alert raised later is on screen at once). */
  preload(): Promise<void>
}

type Texts = Record<AlertId, AlertEntry>

/**
 * The alerts of spec §8. Each is raised at most once per kit (ERR-07): a misconfigured project
 * makes every call fail the same way, and one explanation is enough. Their texts load with
 * startup, not in the host's first bundle: an alert raised before they are in waits in the queue.
 */
export function createAlerts(): AlertsStore {
  const store = createStore<AlertsState>(() => ({ current: undefined, queue: [], shown: [] }))
  let texts: Texts | undefined
  let loading: Promise<void> | undefined

  // The first queued alert goes on screen once nothing is and its text is there.
  const promote = () => {
    const { current, queue } = store.getState()
    if (current || !queue.length || !texts) return
    const [next, ...rest] = queue
    store.setState({ current: { id: next!, ...texts[next!] }, queue: rest })
  }
  const preload = () =>
    (loading ??= import('./alertCatalogue').then(
      (m) => {
        texts = m.Alerts
        promote()
      },
      () => {
        // A failed chunk is tried again by the next alert.
        loading = undefined
      },
    ))

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    preload,

    show(id) {
      const { queue, shown } = store.getState()
      if (shown.includes(id)) return false
      store.setState({ queue: [...queue, id], shown: [...shown, id] })
      promote()
      if (!texts) void preload()
      return true
    },

    dismiss() {
      if (!store.getState().current) return
      store.setState({ current: undefined })
      promote()
    },
  }
}
