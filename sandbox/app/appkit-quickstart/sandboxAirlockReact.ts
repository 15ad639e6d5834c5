// What `airlock/react` resolves to on the sandbox's quick-start page (jsconfig.json): the real
// entry, unchanged, except that createAppKit fills in where the remotes are. A deployed host gets
// the provider's hosts by default; the sandbox must stay on 127.0.0.1, and AppKit's options have
// no way to say so, so the page's own code could not. Options the page does pass win.
import { createAppKit as createShellAppKit, type AppKit, type ReactAppKitOptions } from '../../../ui-shell'
import type { CaipNetworkId } from '../../../kernel'
import type { QuickstartSandboxGlobals } from './quickstartGlobals'

export * from '../../../ui-shell'

export function createAppKit(options: ReactAppKitOptions): AppKit {
  const sandbox: QuickstartSandboxGlobals = (window as { __AIRLOCK_SANDBOX__?: QuickstartSandboxGlobals }).__AIRLOCK_SANDBOX__ ?? {}
  // The devnets stand in for chains 1 and 137: AppKit's customRpcUrls points the networks at them.
  const customRpcUrls = Object.fromEntries(
    Object.entries(sandbox.rpcUrls ?? {}).map(([chainId, url]) => [`eip155:${chainId}` as CaipNetworkId, [{ url }]]),
  )
  return createShellAppKit({
    ...options,
    endpoints: { fonts: '', ...sandbox.endpoints, ...options.endpoints },
    customRpcUrls: { ...customRpcUrls, ...options.customRpcUrls },
  })
}
