import { CONFIG, KIT_CONTAINER, MODAL, type AppKit } from '../../kernel'
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
  // One import() of the modal's code, so the host's first chunk lists its chunks once.
  const load = () => import('./mountModal')
  const mount = () => (mounted ??= load().then((m) => (stopped ? undefined : m.mountModal(kit))))

  const unsubscribe = modal.subscribe((state) => {
    if (state.open) void mount()
  })
  if (modal.getState().open) void mount()
  // Idle preload (preloadModal.ts): the modal code, the first view with its data, then the mount.
  const preload = () => {
    void load()
    void import('./preloadModal').then((m) => m.preloadModal(kit, { mount, isStopped: () => stopped }))
  }
  const idle = shellOptionsOf(kit).modalPreload === 'open' ? undefined : whenIdleAfterLoad(preload)

  return () => {
    stopped = true
    unsubscribe()
    idle?.cancel()
    void mounted?.then((unmount) => unmount?.())
  }
}
