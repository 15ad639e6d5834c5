import { CONFIG, createAppKit as createKernelAppKit, KIT_CONTAINER, KIT_HOOKS, type AppKit } from '../../kernel'
import { coreViews, loadCoreViewModules } from '../coreViews'
import { startModalMount } from '../modal/startModalMount'
import { loadFonts } from '../theme/loadFonts'
import { rememberShellOptions, type ReactAppKitOptions } from './shellOptions'

/**
 * `createAppKit` of `airlock/react` and of `airlock` (html-core, ../html/index.ts): the kernel's
 * kit plus the shell's core views. The kernel makes it the default kit (of hooks, buttons and
 * elements alike) until it is destroyed. In a browser it loads the fonts, arranges the modal's
 * lazy mount and defines `<appkit-modal>`; on a server it only builds the headless kit. Nothing
 * here imports React: a host without React of its own gets it with the modal's lazy chunk.
 */
export function createAppKit(options: ReactAppKitOptions): AppKit {
  const { nonce, modalPreload } = options
  const kit = createKernelAppKit({ ...options, plugins: [coreViews, ...(options.plugins ?? [])] })
  rememberShellOptions(kit, { nonce, modalPreload })

  // AppKit's `features.headless`: the host draws its own connect UI (useAppKitWallets), so no
  // modal, view, font or design-system code is ever fetched; `open()` shows nothing.
  if (typeof document !== 'undefined' && !options.features?.headless) {
    loadFonts(kit[KIT_CONTAINER].resolve(CONFIG).endpoints.fonts, { nonce })
    kit[KIT_CONTAINER].resolve(KIT_HOOKS).destroy.add(startModalMount(kit))
    if (typeof customElements !== 'undefined') void import('../modal/defineModalElements').then((m) => m.defineModalElements())
    // The core views' table, fetched alongside startup, so a first open waits for its view only.
    void loadCoreViewModules().catch(() => undefined)
  }
  return kit
}
