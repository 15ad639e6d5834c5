// The host's half of the secure frame's channel. The frame's READY is accepted only from the
// secure site's exact origin and from the frame's own window; every later message travels on
// the MessagePort READY carried, which no other page holds (BYD-17).
import { AirlockError } from '../../kernel/plugin'
import {
  FRAME_ERROR,
  FRAME_READY,
  type FrameMethod,
  type FrameMethods,
  type FrameRequestMessage,
  type FrameResponseMessage,
} from './frameProtocol'
import { isSecureErrorReason, type SecureErrorReason } from './secureErrorReasons'

/** AUTH-11: no READY by then means the embedded wallet could not load. */
export const READY_TIMEOUT_MS = 20_000
/** AUTH-12: a request the frame has not answered by then timed out. */
export const REQUEST_TIMEOUT_MS = 120_000

/** What the kit keeps of a secure frame's refusal for its words: a reason it knows, a wait in seconds. */
export interface FrameAnswer {
  reason?: SecureErrorReason
  seconds?: number
}

/** What a store keeps of a failure for the view: the English, and the frame's answer if it was one. */
export const failureOf = (error: unknown): { error: string; answer?: FrameAnswer } => ({
  error: error instanceof Error ? error.message : String(error),
  ...(error instanceof FrameRequestError && error.answer ? { answer: error.answer } : {}),
})

/** A frame error carrying the EIP-1193 code the frame answered with. */
export class FrameRequestError extends AirlockError {
  constructor(
    message: string,
    readonly code?: number,
    /**
     * Set on an answer from the frame: its words are the secure site's (or a forger's), so a
     * visitor reads the catalogue's for `reason`, or a generic line, never `message`.
     */
    readonly answer?: FrameAnswer,
  ) {
    super(message)
    this.name = 'FrameRequestError'
  }
}

// Only a reason the kit knows and a plausible wait in whole seconds cross into the kit.
const answerOf = (error: { reason?: unknown; seconds?: unknown }): FrameAnswer => ({
  ...(isSecureErrorReason(error.reason) ? { reason: error.reason } : {}),
  ...(typeof error.seconds === 'number' && Number.isInteger(error.seconds) && error.seconds >= 0 && error.seconds < 86_400 ? { seconds: error.seconds } : {}),
})

export interface FrameChannelOptions {
  /** Where the frame's READY arrives: the host window. */
  host: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The secure site's origin, exactly (scheme, host, port). */
  secureOrigin: string
  /** The frame's window; READY from any other window is ignored. */
  frameWindow: () => MessageEventSource | null
  onLoadFailed(): void
  onOriginRefused(): void
  onRequestTimedOut(method: FrameMethod): void
  readyTimeoutMs?: number
  requestTimeoutMs?: number
}

export interface FrameChannel {
  /** Resolves on READY; rejects when the frame did not load in time or refused the origin. */
  readonly ready: Promise<void>
  /** `untimed` for requests that wait on the visitor (an approval, the device link). */
  call<M extends FrameMethod>(method: M, params?: FrameMethods[M][0], options?: { untimed?: boolean }): Promise<FrameMethods[M][1]>
  dispose(): void
}

export function openFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { host, secureOrigin } = options
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; timer?: ReturnType<typeof setTimeout> }>()
  let port: MessagePort | undefined
  let nextId = 1
  let disposed = false

  let settleReady!: { resolve(): void; reject(error: Error): void }
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }))
  ready.catch(() => undefined) // callers that never wait must not raise unhandled rejections

  const readyTimer = setTimeout(() => {
    stopListening()
    options.onLoadFailed()
    settleReady.reject(new FrameRequestError('Network Error - Could not load embedded wallet'))
  }, options.readyTimeoutMs ?? READY_TIMEOUT_MS)

  const onMessage = (event: MessageEvent) => {
    // Exact origin and the frame's own window: a forged READY from any other page is ignored.
    if (event.origin !== secureOrigin || event.source === null || event.source !== options.frameWindow()) return
    const data = event.data as { type?: unknown; code?: unknown } | null
    if (data?.type === FRAME_ERROR) {
      clearTimeout(readyTimer)
      stopListening()
      options.onOriginRefused()
      settleReady.reject(new FrameRequestError('Invalid App Configuration'))
      return
    }
    if (data?.type !== FRAME_READY || !event.ports[0] || port) return
    clearTimeout(readyTimer)
    stopListening()
    port = event.ports[0]
    port.onmessage = (reply: MessageEvent<FrameResponseMessage>) => settle(reply.data)
    settleReady.resolve()
  }
  const stopListening = () => host.removeEventListener('message', onMessage as EventListener)
  host.addEventListener('message', onMessage as EventListener)

  function settle(reply: FrameResponseMessage | undefined) {
    const entry = reply && pending.get(reply.id)
    if (!entry) return
    pending.delete(reply.id)
    clearTimeout(entry.timer)
    if (reply.error) entry.reject(new FrameRequestError(reply.error.message, reply.error.code, answerOf(reply.error)))
    else entry.resolve(reply.result)
  }

  return {
    ready,
    async call(method, params, callOptions) {
      await ready
      if (disposed || !port) throw new FrameRequestError('The embedded wallet is closed')
      const id = nextId++
      return new Promise((resolve, reject) => {
        const timer = callOptions?.untimed
          ? undefined
          : setTimeout(() => {
              pending.delete(id)
              options.onRequestTimedOut(method)
              reject(new FrameRequestError('Embedded Wallet Request Timed Out'))
            }, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS)
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer })
        port!.postMessage({ id, method, params } satisfies FrameRequestMessage)
      })
    },
    dispose() {
      disposed = true
      clearTimeout(readyTimer)
      stopListening()
      for (const entry of pending.values()) {
        clearTimeout(entry.timer)
        entry.reject(new FrameRequestError('The embedded wallet is closed'))
      }
      pending.clear()
      port?.close()
      settleReady.reject(new FrameRequestError('The embedded wallet is closed'))
    },
  }
}
