import { EventEmitter } from 'eventemitter3'
import type { KitEvent, KitEventMap } from './events'

export type EventBus = EventEmitter<KitEventMap>

export function createEventBus(): EventBus {
  return new EventEmitter<KitEventMap>()
}

/** Host-facing subscription: every track event, stamped, in AppKit's `{ timestamp, data }` shape. */
export function subscribeTrackEvents(bus: EventBus, callback: (event: KitEvent) => void): () => void {
  const listener = (data: KitEventMap['track'][0]) => callback({ timestamp: Date.now(), data })
  bus.on('track', listener)
  return () => bus.off('track', listener)
}
