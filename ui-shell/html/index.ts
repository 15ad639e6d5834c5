// `airlock`: AppKit's html-core build (BYD-16). The kernel's host surface (kernel/host.ts), with
// the shell's createAppKit in place of the headless one, so `open()` and `<appkit-button>` show
// the modal in a page with no React of its own. Nothing imported statically from here reaches
// React, styled-components or the router: the modal's code is `import()`ed on idle or on first
// open (../modal/startModalMount.ts), so the host's first load stays the kernel's.
export * from '../../kernel/host'
// An explicit export wins over the same name from `export *`: this is `airlock`'s createAppKit.
export { createAppKit } from '../kit/createAppKit'
export type { ReactAppKitOptions as HtmlAppKitOptions, ShellOptions } from '../kit/shellOptions'
