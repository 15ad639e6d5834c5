import { createToken, KIT_CONTAINER, SERVICES, type AppKit, type AppKitOptions } from '../../kernel'

/** Options only the React shell reads; the kernel ignores unknown options. Airlock's own. */
export interface ShellOptions {
  /**
   * CSP nonce for the styles the kit inserts: styled-components' `<style>` tags in the modal's
   * shadow root, the buttons' fallback `<style>` (when constructable stylesheets are missing)
   * and the fonts `<link>`. Without it styled-components looks for `<meta property="csp-nonce">`,
   * `<meta name="sc-nonce">` or `__webpack_nonce__`, as usual. Needed when the page's CSP has no
   * 'unsafe-inline' for styles (BYD-03).
   */
  nonce?: string
  /**
   * When the modal's code is downloaded: 'idle' (default) on the first idle moment after load or
   * on first open, whichever comes first; 'open' only on first open.
   */
  modalPreload?: 'idle' | 'open'
}

/** What `createAppKit` from `airlock/react` takes: AppKit's options plus the shell's. */
export type ReactAppKitOptions = AppKitOptions & ShellOptions

/** Kept in the kit's own container, so the options go with the kit. */
const SHELL_OPTIONS = /*#__PURE__*/ createToken<ShellOptions>('shell.options')

export function rememberShellOptions(kit: AppKit, options: ShellOptions): void {
  kit[KIT_CONTAINER].resolve(SERVICES).provide(SHELL_OPTIONS, options)
}

/** The shell options a kit was created with; empty for a kit made by the kernel's createAppKit. */
export function shellOptionsOf(kit: AppKit): ShellOptions {
  return kit[KIT_CONTAINER].resolve(SERVICES).find(SHELL_OPTIONS) ?? {}
}
