// The secure frame, made on first need. A visitor who never signs in by email or social never
// loads the secure site: no frame document, no frame scripts, no 20 s READY clock. The frame is
// made at once only when a session may exist (a login before the reload) or a redirect login
// returns; otherwise when the visitor turns to email or a social (`start`), or on the first call.
import { FrameRequestError, type FrameChannel } from './openFrameChannel'

export interface LazyFrame extends FrameChannel {
  /** Makes the frame and its channel now, if not yet made. */
  start(): void
  /** The frame element, once made. */
  element(): HTMLIFrameElement | undefined
}

export function createLazyFrame(open: () => { channel: FrameChannel; iframe: HTMLIFrameElement }): LazyFrame {
  let made: { channel: FrameChannel; iframe: HTMLIFrameElement } | undefined
  let disposed = false
  let settle!: { resolve(): void; reject(error: Error): void }
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  ready.catch(() => undefined) // callers that never wait must not raise unhandled rejections

  const start = () => {
    if (made || disposed) return made
    made = open()
    made.channel.ready.then(settle.resolve, settle.reject)
    return made
  }

  return {
    ready,
    start: () => void start(),
    element: () => made?.iframe,
    call(method, params, options) {
      const frame = start()
      if (!frame) return Promise.reject(new FrameRequestError('The embedded wallet is closed'))
      return frame.channel.call(method, params, options)
    },
    dispose() {
      disposed = true
      made?.channel.dispose()
      made?.iframe.remove()
      settle.reject(new FrameRequestError('The embedded wallet is closed'))
    },
  }
}
