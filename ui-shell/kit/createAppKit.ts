import { CONFIG, createAppKit as createKernelAppKit, KIT_CONTAINER, KIT_HOOKS, type AppKit } from '../../kernel'
import { coreViews } from '../coreViews'
import { startModalMount } from '../modal/startModalMount'
import { loadFonts } from '../theme/loadFonts'
import { rememberShellOptions, type ReactAppKitOptions } from './shellOptions'

/**
 * `createAppKit` of `airlock/react`: the kernel's kit plus the shell's core views. The kernel
 * makes it the default kit (of hooks, buttons and elements alike) until it is destroyed. In a
 * browser it loads the fonts and arranges the modal's lazy mount; on a server it only builds the
 * headless kit.
 */
export function createAppKit(options: ReactAppKitOptions): AppKit {
  const { nonce, modalPreload } = options
  const kit = createKernelAppKit({ ...options, plugins: [coreViews, ...(options.plugins ?? [])] })
  rememberShellOptions(kit, { nonce, modalPreload })

  if (typeof document !== 'undefined') {
    loadFonts(kit[KIT_CONTAINER].resolve(CONFIG).endpoints.fonts, { nonce })
    kit[KIT_CONTAINER].resolve(KIT_HOOKS).destroy.add(startModalMount(kit))
  }
  return kit
}
