import { createStore, type AppKit, type KitEvent, type Store } from '../../kernel'

const byKit = new WeakMap<AppKit, Store<KitEvent>>()

/**
 * The latest event of a kit, kept from the moment the shell first sees the kit (createAppKit
 * calls this), so a hook mounted later still reads what happened before. Starts with
 * AppKit's MODAL_CREATED, as AppKit's EventsController does.
 */
export function kitEvents(kit: AppKit): Store<KitEvent> {
  let store = byKit.get(kit)
  if (!store) {
    const events = createStore<KitEvent>({ timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } })
    kit.subscribeEvents((event) => events.setState(event))
    byKit.set(kit, (store = events))
  }
  return store
}
