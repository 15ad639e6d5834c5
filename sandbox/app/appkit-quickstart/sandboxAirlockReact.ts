// What `airlock/react` resolves to on the sandbox's quick-start page (jsconfig.json): the real
// entry, unchanged, except that createAppKit fills in where the remotes are (withSandboxRemotes).
import { createAppKit as createShellAppKit, type AppKit, type ReactAppKitOptions } from '../../../ui-shell'
import { withSandboxRemotes } from '../withSandboxRemotes'

export * from '../../../ui-shell'

export function createAppKit(options: ReactAppKitOptions): AppKit {
  return createShellAppKit(withSandboxRemotes(options))
}
