import { describe, expect, it, vi } from 'vitest'
import { createLazyFrame } from './createLazyFrame'
import type { FrameChannel } from './openFrameChannel'

/** A channel whose READY the test settles, and an element standing in for the iframe. */
function standIn() {
  let settle!: { resolve(): void; reject(error: Error): void }
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  ready.catch(() => undefined)
  const channel: FrameChannel = { ready, call: vi.fn(async (method: string) => ({ answered: method })) as FrameChannel['call'], dispose: vi.fn() }
  const iframe = { remove: vi.fn() } as unknown as HTMLIFrameElement
  const open = vi.fn(() => ({ channel, iframe }))
  return { open, channel, iframe, settle }
}

describe('the secure frame, made on first need', () => {
  it('makes nothing until started: no frame element, READY pending', async () => {
    const s = standIn()
    const frame = createLazyFrame(s.open)
    expect(s.open).not.toHaveBeenCalled()
    expect(frame.element()).toBeUndefined()
    const state = await Promise.race([frame.ready.then(() => 'ready'), Promise.resolve('pending')])
    expect(state).toBe('pending')
  })

  it('start makes the frame once; READY follows the channel', async () => {
    const s = standIn()
    const frame = createLazyFrame(s.open)
    frame.start()
    frame.start()
    expect(s.open).toHaveBeenCalledTimes(1)
    expect(frame.element()).toBe(s.iframe)
    s.settle.resolve()
    await expect(frame.ready).resolves.toBeUndefined()
  })

  it('a call makes the frame and goes through its channel', async () => {
    const s = standIn()
    const frame = createLazyFrame(s.open)
    await expect(frame.call('getSession')).resolves.toEqual({ answered: 'getSession' })
    expect(s.open).toHaveBeenCalledTimes(1)
  })

  it('a frame that fails to load rejects READY with its error', async () => {
    const s = standIn()
    const frame = createLazyFrame(s.open)
    frame.start()
    s.settle.reject(new Error('Network Error - Could not load embedded wallet'))
    await expect(frame.ready).rejects.toThrow('Network Error - Could not load embedded wallet')
  })

  it('dispose closes a made frame and removes it; a never-made frame is never made after', async () => {
    const made = standIn()
    const frame = createLazyFrame(made.open)
    frame.start()
    frame.dispose()
    expect(made.channel.dispose).toHaveBeenCalled()
    expect(made.iframe.remove).toHaveBeenCalled()

    const never = standIn()
    const unused = createLazyFrame(never.open)
    unused.dispose()
    unused.start()
    await expect(unused.call('getSession')).rejects.toThrow('The embedded wallet is closed')
    await expect(unused.ready).rejects.toThrow('The embedded wallet is closed')
    expect(never.open).not.toHaveBeenCalled()
  })
})
