// The multisig host app (Safe) talks to the apps it frames by postMessage: the app sends
// `{ id, method, params, env: { sdkVersion } }` to its parent, the parent answers
// `{ id, success, data | error, version }`. This is the app side of that protocol, in our own words.

export interface SafeAppsMessengerOptions {
  timeoutMs: number
  allowedOrigins?: readonly RegExp[]
}

export interface SafeAppsMessenger {
  request<T = unknown>(method: string, params?: unknown): Promise<T>
  close(): void
}

/** What the framed page needs: its parent to post to and its own message events. */
export interface FramedWindow extends EventTarget {
  parent?: unknown
}

// The protocol version we speak; the host app checks it against the methods it offers.
const SDK_VERSION = '9.1.0'

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

export function createSafeAppsMessenger(win: FramedWindow, options: SafeAppsMessengerOptions): SafeAppsMessenger {
  const parent = win.parent as { postMessage(message: unknown, targetOrigin: string): void }
  const pending = new Map<string, Pending>()

  const onMessage = (event: Event) => {
    const { data, source, origin } = event as MessageEvent
    // Only the parent frame speaks for the host app; anything else on the page is ignored.
    if (source !== parent || !data || typeof data !== 'object') return
    if (options.allowedOrigins && !options.allowedOrigins.some((re) => re.test(origin))) return
    const message = data as { id?: unknown; success?: unknown; data?: unknown; error?: unknown; version?: unknown }
    const entry = typeof message.id === 'string' ? pending.get(message.id) : undefined
    if (!entry || typeof message.version !== 'string') return
    pending.delete(message.id as string)
    clearTimeout(entry.timer)
    if (message.success === true) entry.resolve(message.data)
    else entry.reject(new Error(typeof message.error === 'string' ? message.error : 'Multisig host app request failed'))
  }
  win.addEventListener('message', onMessage)

  return {
    request<T>(method: string, params?: unknown) {
      const id = Math.random().toString(16).slice(2) + Date.now().toString(16)
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error(`Multisig host app did not answer ${method}`))
        }, options.timeoutMs)
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer })
        parent.postMessage({ id, method, params, env: { sdkVersion: SDK_VERSION } }, '*')
      })
    },
    close() {
      win.removeEventListener('message', onMessage)
      for (const entry of pending.values()) clearTimeout(entry.timer)
      pending.clear()
    },
  }
}
