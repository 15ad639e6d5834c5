import { createStore } from '../store/createStore'
import type { ChainNamespace } from '../types'

export interface ModalState {
  /** MDL-01 */
  open: boolean
  /** The latest loading request, namespaced or not: AppKit's public `loading`. */
  loading: boolean
  /** MDL-02: loading per namespace. */
  loadingNamespaces: Readonly<Partial<Record<ChainNamespace, boolean>>>
  /** True for SHAKE_DURATION_MS after shake(); the shell plays its shake animation meanwhile. */
  shake: boolean
}

export interface ModalStore {
  getState(): ModalState
  subscribe(listener: (state: ModalState, previous: ModalState) => void): () => void
  setOpen(open: boolean): void
  /** Sets a namespace's loading flag, or only the overall flag when namespace is undefined. */
  setLoading(namespace: ChainNamespace | undefined, loading: boolean): void
  /** A namespace's flag, or the overall flag when namespace is omitted. */
  isLoading(namespace?: ChainNamespace): boolean
  /** MDL-03: every flag off (close does this). */
  clearLoading(): void
  /** MDL-04: shake for 500 ms; a shake already running is not restarted. */
  shake(): void
  dispose(): void
}

export const SHAKE_DURATION_MS = 500

export function createModalStore(): ModalStore {
  const store = createStore<ModalState>(() => ({
    open: false,
    loading: false,
    loadingNamespaces: {},
    shake: false,
  }))
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    setOpen(open) {
      store.setState({ open })
    },

    setLoading(namespace, loading) {
      store.setState(({ loadingNamespaces }) =>
        namespace === undefined
          ? { loading }
          : { loading, loadingNamespaces: { ...loadingNamespaces, [namespace]: loading } },
      )
    },

    isLoading(namespace) {
      const state = store.getState()
      return namespace === undefined ? state.loading : state.loadingNamespaces[namespace] === true
    },

    clearLoading() {
      // Keep the same map when it is already empty, so a close on a closed modal notifies nobody.
      store.setState(({ loadingNamespaces }) =>
        Object.keys(loadingNamespaces).length ? { loading: false, loadingNamespaces: {} } : { loading: false },
      )
    },

    shake() {
      if (store.getState().shake) return
      store.setState({ shake: true })
      shakeTimer = setTimeout(() => {
        shakeTimer = undefined
        store.setState({ shake: false })
      }, SHAKE_DURATION_MS)
    },

    dispose() {
      clearTimeout(shakeTimer)
      shakeTimer = undefined
    },
  }
}
