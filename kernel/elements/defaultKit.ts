// The page's default kit: the most recently created one not destroyed. The <appkit-*> elements
// speak for it, and so do the React hooks and buttons with no <AppKitProvider> above them, so
// both always agree. Elements are page-wide (one customElements registry), so this registry is
// too; kits themselves still share nothing.
import type { AppKit } from '../createPublicApi'

const kits: AppKit[] = []
const listeners = new Set<(kit: AppKit | undefined) => void>()

export function getDefaultKit(): AppKit | undefined {
  return kits[kits.length - 1]
}

/** Calls back whenever the default kit changes (a kit created or destroyed). */
export function subscribeDefaultKit(listener: (kit: AppKit | undefined) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function update(change: () => void) {
  const before = getDefaultKit()
  change()
  const after = getDefaultKit()
  if (after !== before) for (const listener of [...listeners]) listener(after)
}

/** createAppKit calls this: the kit becomes the default. Returns the undo for destroy(). */
export function registerDefaultKit(kit: AppKit): () => void {
  update(() => kits.push(kit))
  return () =>
    update(() => {
      const index = kits.lastIndexOf(kit)
      if (index >= 0) kits.splice(index, 1)
    })
}
