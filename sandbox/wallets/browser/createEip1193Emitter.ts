import type { Eip1193EventName, Eip1193Events } from './types'

// Stored untyped; on() and emit() keep the event-to-payload pairing.
type Listener = (...args: unknown[]) => void

/**
 * on/removeListener/emit for the EIP-1193 events. Written here rather than taken from
 * eventemitter3 so the browser bundle stays small and has no Node-shaped dependency.
 */
export function createEip1193Emitter() {
  const listeners = new Map<Eip1193EventName, Set<Listener>>()
  return {
    on<E extends Eip1193EventName>(event: E, listener: (...args: Eip1193Events[E]) => void) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as unknown as Listener)
    },
    removeListener<E extends Eip1193EventName>(event: E, listener: (...args: Eip1193Events[E]) => void) {
      listeners.get(event)?.delete(listener as unknown as Listener)
    },
    emit<E extends Eip1193EventName>(event: E, ...args: Eip1193Events[E]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // A throwing dapp listener must not stop the others or the wallet's own state change.
        try {
          listener(...(args as unknown[]))
        } catch (error) {
          console.error(`[airlock test wallet] ${event} listener threw`, error)
        }
      }
    },
    listenerCount(event: Eip1193EventName): number {
      return listeners.get(event)?.size ?? 0
    },
  }
}
