import type { AppKit } from '../../kernel'

// The kit hooks use when no <AppKitProvider> is above them: the last one createAppKit made, as in
// AppKit. A tiny store, so components mounted before createAppKit ran pick the kit up.
let current: AppKit | undefined
const listeners = new Set<() => void>()

export const defaultKit = {
  get: (): AppKit | undefined => current,
  set(kit: AppKit | undefined): void {
    if (current === kit) return
    current = kit
    for (const listener of [...listeners]) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
