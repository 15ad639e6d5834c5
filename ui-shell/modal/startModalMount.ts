import { CONFIG, KIT_CONTAINER, MODAL, PLUGIN_HOST, prefetchConnectView, type AppKit } from '../../kernel'
import { shellOptionsOf } from '../kit/shellOptions'
import { whenIdle } from '../scheduling/whenIdle'

type Idle = { cancel(): void }

/** Runs `task` when the page has loaded and the browser is idle. */
function whenIdleAfterLoad(task: () => void): Idle {
  let cancelled = false
  let cancelIdle: (() => void) | undefined
  const schedule = () => {
    if (!cancelled) cancelIdle = whenIdle(task, 5000)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return {
    cancel() {
      cancelled = true
      window.removeEventListener('load', schedule)
      cancelIdle?.()
    },
  }
}

/**
 * Arranges the modal's lazy mount: `import('./mountModal')` on the first open, or earlier on
 * idle when modalPreload is 'idle': the first view's chunks, its plugins' slot chunks and data,
 * then the mount itself (the card prerendered hidden, ModalCard). With disableAppend or enableEmbedded the
 * host renders <AppKitModal/> itself (MNT-02, MNT-03), so nothing is appended here.
 */
export function startModalMount(kit: AppKit): () => void {
  const c = kit[KIT_CONTAINER]
  const config = c.resolve(CONFIG)
  if (config.disableAppend || config.enableEmbedded) return () => undefined

  const modal = c.resolve(MODAL)
  let stopped = false
  let mounted: Promise<(() => void) | undefined> | undefined
  const mount = () =>
    (mounted ??= import('./mountModal').then((m) => (stopped ? undefined : m.mountModal(kit))))

  const unsubscribe = modal.subscribe((state) => {
    if (state.open) void mount()
  })
  if (modal.getState().open) void mount()
  // Idle preload: the modal code, then the view it would open on and, for Connect, its catalogue
  // data and first 20 images, then the mount, so a click waits for no chunk, request or render.
  // Basic mode too: "In basic mode, remote features are off" (FEAT-02) only skips GET
  // /appkit/v1/config (FEAT-03); the catalogue (§7 /getWallets, §9 "The first 20 wallet images
  // are prefetched") is fetched in every mode, as the Connect view does on open.
  const preload = () => {
    void import('./mountModal')
    void kit.ready().then(() => {
      const view = kit.getIsConnectedState() ? 'Account' : 'Connect'
      const host = c.resolve(PLUGIN_HOST)
      host.loadView(view)?.catch(() => undefined)
      // Plugins' parts of the first card (an email or social login, the secure frame's overlay)
      // are chunks too: fetched now, the click does not wait for them.
      const { connectMethods, overlay } = host.registry.getState().slots
      const parts = view === 'Connect' ? [...connectMethods, ...overlay] : overlay
      for (const part of parts) void part.component().catch(() => undefined)
      const data = view === 'Connect' && !stopped ? prefetchConnectView(c) : undefined
      // Then the modal itself, its card rendered hidden (ModalCard) with that data, so the first
      // open is a reveal.
      void Promise.resolve(data).catch(() => undefined).then(mount)
    })
  }
  const idle = shellOptionsOf(kit).modalPreload === 'open' ? undefined : whenIdleAfterLoad(preload)

  return () => {
    stopped = true
    unsubscribe()
    idle?.cancel()
    void mounted?.then((unmount) => unmount?.())
  }
}
