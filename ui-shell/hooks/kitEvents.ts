import { createStore, createToken, KIT_CONTAINER, KIT_HOOKS, SERVICES, type AppKit, type KitEvent, type Store } from '../../kernel'

/** Kept in the kit's own container, so the store goes with the kit. */
const KIT_EVENTS = /*#__PURE__*/ createToken<Store<KitEvent>>('shell.events')

/**
 * The latest event of a kit, kept from the moment the shell first sees the kit (createAppKit
 * calls this), so a hook mounted later still reads what happened before. Starts with
 * AppKit's MODAL_CREATED, as AppKit's EventsController does.
 */
export function kitEvents(kit: AppKit): Store<KitEvent> {
  const c = kit[KIT_CONTAINER]
  const services = c.resolve(SERVICES)
  let store = services.find(KIT_EVENTS)
  if (!store) {
    const events = createStore<KitEvent>({ timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } })
    c.resolve(KIT_HOOKS).destroy.add(kit.subscribeEvents((event) => events.setState(event)))
    services.provide(KIT_EVENTS, (store = events))
  }
  return store
}
