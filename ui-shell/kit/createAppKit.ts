import { CONFIG, createAppKit as createKernelAppKit, KIT_CONTAINER, type AppKit } from '../../kernel'
import { coreViews } from '../coreViews'
import { kitEvents } from '../hooks/kitEvents'
import { startModalMount } from '../modal/startModalMount'
import { loadFonts } from '../theme/loadFonts'
import { defaultKit } from './defaultKit'
import { rememberShellOptions, type ReactAppKitOptions } from './shellOptions'

/**
 * `createAppKit` of `airlock/react`: the kernel's kit plus the shell's core views, remembered as
 * the default kit of the hooks and buttons. In a browser it loads the fonts and arranges the
 * modal's lazy mount; on a server it only builds the headless kit.
 */
export function createAppKit(options: ReactAppKitOptions): AppKit {
  const { nonce, modalPreload } = options
  const kit = createKernelAppKit({ ...options, plugins: [coreViews, ...(options.plugins ?? [])] })
  rememberShellOptions(kit, { nonce, modalPreload })
  kitEvents(kit)
  defaultKit.set(kit)

  if (typeof document !== 'undefined') {
    loadFonts(kit[KIT_CONTAINER].resolve(CONFIG).endpoints.fonts, { nonce })
    const stopModal = startModalMount(kit)
    const destroy = kit.destroy
    kit.destroy = () => {
      stopModal()
      if (defaultKit.get() === kit) defaultKit.set(undefined)
      destroy()
    }
  }
  return kit
}
