import { createStore } from '../store/createStore'
import { Alerts, type AlertEntry, type AlertId } from './alertCatalogue'

/** English `title`/`description` (spec §8) and the message ids the shell shows them by. */
export interface ShownAlert extends AlertEntry {
  id: AlertId
}

export interface AlertsState {
  /** The alert on screen, if any. */
  current: ShownAlert | undefined
  /** Alerts raised while another was on screen, shown in turn as each is dismissed. */
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
}

const toShown = (id: AlertId): ShownAlert => ({ id, ...Alerts[id] })

/**
 * The alerts of spec §8. Each is raised at most once per kit (ERR-07): a misconfigured project
 * makes every call fail the same way, and one explanation is enough.
 */
export function createAlerts(): AlertsStore {
  const store = createStore<AlertsState>(() => ({ current: undefined, queue: [], shown: [] }))

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    show(id) {
      const { current, queue, shown } = store.getState()
      if (shown.includes(id)) return false
      store.setState(
        current
          ? { queue: [...queue, id], shown: [...shown, id] }
          : { current: toShown(id), shown: [...shown, id] },
      )
      return true
    },

    dismiss() {
      const { current, queue } = store.getState()
      if (!current && !queue.length) return
      const [next, ...rest] = queue
      store.setState({ current: next ? toShown(next) : undefined, queue: rest })
    },
  }
}
