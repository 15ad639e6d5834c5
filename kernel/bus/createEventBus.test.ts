import { describe, expect, it } from 'vitest'
import { createEventBus, subscribeTrackEvents } from './createEventBus'

describe('event bus', () => {
  it('delivers track events to host subscribers with a timestamp, until they unsubscribe', () => {
    const bus = createEventBus()
    const got: unknown[] = []
    const off = subscribeTrackEvents(bus, (e) => got.push(e))
    bus.emit('track', { type: 'track', event: 'MODAL_OPEN' })
    off()
    bus.emit('track', { type: 'track', event: 'MODAL_CLOSE' })
    expect(got).toEqual([{ timestamp: expect.any(Number), data: { type: 'track', event: 'MODAL_OPEN' } }])
  })

  it('keeps two buses apart', () => {
    const a = createEventBus()
    const b = createEventBus()
    let count = 0
    subscribeTrackEvents(a, () => count++)
    b.emit('track', { type: 'track', event: 'INITIALIZE' })
    expect(count).toBe(0)
  })
})
