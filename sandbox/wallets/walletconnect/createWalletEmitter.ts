import type { WalletEvents } from './types'

type Listener<E extends keyof WalletEvents> = (payload: WalletEvents[E]) => void

/** A tiny typed emitter with `waitFor`, which is what tests mostly need. */
export function createWalletEmitter() {
  const listeners = new Map<keyof WalletEvents, Set<Listener<never>>>()

  const on = <E extends keyof WalletEvents>(event: E, listener: Listener<E>): (() => void) => {
    let set = listeners.get(event)
    if (!set) listeners.set(event, (set = new Set()))
    set.add(listener as Listener<never>)
    return () => set.delete(listener as Listener<never>)
  }

  return {
    on,
    emit<E extends keyof WalletEvents>(event: E, payload: WalletEvents[E]) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<E>)(payload)
    },
    waitFor<E extends keyof WalletEvents>(event: E, timeoutMs = 5000): Promise<WalletEvents[E]> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off()
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${event}`))
        }, timeoutMs)
        const off = on(event, (payload) => {
          clearTimeout(timer)
          off()
          resolve(payload)
        })
      })
    },
  }
}
