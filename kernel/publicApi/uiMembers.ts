import { subscribeTrackEvents } from '../bus/createEventBus'
import type { KitEvent } from '../bus/events'
import type { TransactionStatus } from '../router/createTransactionStack'
import type { ViewName } from '../router/viewNames'
import { createStore } from '../store/createStore'
import * as T from '../tokens'
import type { ChainNamespace } from '../types'
import type { ApiContext } from './apiContext'

/** AppKit's modal, router, snackbar and event members. */
export function uiMembers({ c }: ApiContext) {
  const modal = c.resolve(T.MODAL)
  const router = c.resolve(T.ROUTER)
  const snackbar = c.resolve(T.SNACKBAR)
  const bus = c.resolve(T.BUS)

  // Kept from the kit's creation, so getEvent reads what happened before anyone asked; it starts
  // with MODAL_CREATED, as AppKit's EventsController does. The bus goes with the kit.
  const lastEvent = createStore<KitEvent>({ timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } })
  subscribeTrackEvents(bus, (event) => lastEvent.setState(event))

  return {
    isOpen: () => modal.getState().open,
    /** Without a namespace only the overall flag moves; with one, that namespace's too. */
    setLoading: (loading: boolean, namespace?: ChainNamespace) => modal.setLoading(namespace, loading),
    /** The latest `{ timestamp, data }` sent to subscribeEvents. */
    getEvent: () => lastEvent.getState(),
    showErrorMessage: (message: string) => snackbar.showError(message),
    showSuccessMessage: (message: string) => snackbar.showSuccess(message),
    /** The description of the alert on screen, or '' when none is. */
    getError: () => c.resolve(T.ALERTS).getState().current?.description ?? '',
    /** Swaps the view on top of the stack, so back skips it. */
    replace: (route: ViewName) => router.replace(route),
    /** Shows a view on top of the stack. */
    redirect: (route: ViewName) => router.push(route),
    isTransactionStackEmpty: () => c.resolve(T.TRANSACTION_STACK).isEmpty(),
    popTransactionStack: (status: TransactionStatus) => c.resolve(T.TRANSACTION_STACK).pop(status),
  }
}
