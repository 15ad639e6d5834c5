// What `airlock` resolves to on the sandbox's html quick-start pages (jsconfig.json): the real
// entry (ui-shell/html), unchanged, except that createAppKit fills in where the remotes are.
import { createAppKit as createHtmlAppKit, type AppKit, type HtmlAppKitOptions } from '../../../ui-shell/html'
import { withSandboxRemotes } from '../withSandboxRemotes'

export * from '../../../ui-shell/html'

export function createAppKit(options: HtmlAppKitOptions): AppKit {
  return createHtmlAppKit(withSandboxRemotes(options))
}
