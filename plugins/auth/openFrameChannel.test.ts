import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_ERROR, FRAME_READY, type FrameRequestMessage } from './frameProtocol'
import { openFrameChannel, READY_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type FrameChannelOptions } from './openFrameChannel'

const SECURE = 'http://127.0.0.1:4330'
const frameWindow = { name: 'frame' } as unknown as MessageEventSource
const otherWindow = { name: 'other' } as unknown as MessageEventSource

/** The host window as the channel sees it: a message listener we can post to. */
function fakeHost() {
  let listener: ((event: MessageEvent) => void) | undefined
  return {
    addEventListener: (_: string, fn: EventListener) => void (listener = fn as (event: MessageEvent) => void),
    removeEventListener: () => void (listener = undefined),
    post: (event: Partial<MessageEvent>) => listener?.({ ports: [], ...event } as MessageEvent),
    get listening() {
      return listener !== undefined
    },
  }
}

/** The frame's side of a real MessageChannel: answers `echo`-like requests. */
function frameSide(answer: (request: FrameRequestMessage) => unknown) {
  const channel = new MessageChannel()
  channel.port1.onmessage = (event: MessageEvent<FrameRequestMessage>) => {
    const result = answer(event.data)
    if (result !== undefined) channel.port1.postMessage({ id: event.data.id, ...(result as object) })
  }
  return channel
}

const open = (host: ReturnType<typeof fakeHost>, extra: Partial<FrameChannelOptions> = {}) =>
  openFrameChannel({
    host,
    secureOrigin: SECURE,
    frameWindow: () => frameWindow,
    onLoadFailed: vi.fn(),
    onOriginRefused: vi.fn(),
    onRequestTimedOut: vi.fn(),
    ...extra,
  })

const channels: MessageChannel[] = []
afterEach(() => {
  vi.useRealTimers()
  channels.splice(0).forEach((c) => (c.port1.close(), c.port2.close()))
})

describe('the secure frame channel', () => {
  it('BYD-17 accepts READY only from the secure origin and the frame window; requests then travel on the port', async () => {
    const host = fakeHost()
    const channel = open(host)
    const frame = frameSide((r) => ({ result: { echoed: r.method, params: r.params } }))
    const forged = frameSide(() => ({ result: 'forged' }))
    channels.push(frame, forged)

    host.post({ origin: 'http://127.0.0.1:9999', source: frameWindow, data: { type: FRAME_READY }, ports: [forged.port2] })
    host.post({ origin: SECURE, source: otherWindow, data: { type: FRAME_READY }, ports: [forged.port2] })
    expect(host.listening).toBe(true)
    host.post({ origin: SECURE, source: frameWindow, data: { type: FRAME_READY }, ports: [frame.port2] })
    await channel.ready
    expect(host.listening).toBe(false) // nothing posted to the window is read any more
    await expect(channel.call('emailStart', { email: 'a@example.com' })).resolves.toEqual({ echoed: 'emailStart', params: { email: 'a@example.com' } })
    channel.dispose()
  })

  it('passes the frame error code on as the error', async () => {
    const host = fakeHost()
    const channel = open(host)
    const frame = frameSide(() => ({ error: { message: 'User rejected the request', code: 4001 } }))
    channels.push(frame)
    host.post({ origin: SECURE, source: frameWindow, data: { type: FRAME_READY }, ports: [frame.port2] })
    await expect(channel.call('rpc', undefined, { untimed: true })).rejects.toMatchObject({ message: 'User rejected the request', code: 4001 })
    channel.dispose()
  })

  it('AUTH-11 no READY within 20 s: the load failure is reported and calls fail', async () => {
    vi.useFakeTimers()
    const onLoadFailed = vi.fn()
    const channel = open(fakeHost(), { onLoadFailed })
    const call = channel.call('getSession')
    const failed = expect(call).rejects.toThrow('Network Error - Could not load embedded wallet')
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1)
    expect(onLoadFailed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onLoadFailed).toHaveBeenCalledOnce()
    await failed
  })

  it('AUTH-12 a request unanswered for 120 s times out and is reported; untimed ones wait', async () => {
    vi.useFakeTimers()
    const host = fakeHost()
    const onRequestTimedOut = vi.fn()
    const channel = open(host, { onRequestTimedOut })
    const frame = frameSide(() => undefined) // never answers
    channels.push(frame)
    host.post({ origin: SECURE, source: frameWindow, data: { type: FRAME_READY }, ports: [frame.port2] })
    await channel.ready
    const timed = channel.call('getSession')
    const rejected = expect(timed).rejects.toThrow('Embedded Wallet Request Timed Out')
    let untimedSettled = false
    void channel.call('rpc', undefined, { untimed: true }).catch(() => (untimedSettled = true))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    await rejected
    expect(onRequestTimedOut).toHaveBeenCalledWith('getSession')
    expect(untimedSettled).toBe(false)
    channel.dispose()
    await vi.advanceTimersByTimeAsync(0)
    expect(untimedSettled).toBe(true)
  })

  it('AUTH-13 the frame saying the origin is not allowed is reported as such', async () => {
    const host = fakeHost()
    const onOriginRefused = vi.fn()
    const channel = open(host, { onOriginRefused })
    host.post({ origin: SECURE, source: frameWindow, data: { type: FRAME_ERROR, code: 'ORIGIN_NOT_ALLOWED' } })
    await expect(channel.ready).rejects.toThrow('Invalid App Configuration')
    expect(onOriginRefused).toHaveBeenCalledOnce()
  })
})
