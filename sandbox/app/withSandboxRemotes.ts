// The one thing the sandbox's quick-start pages add to a host's createAppKit options: where the
// remotes are. A deployed host gets the provider's hosts by default; the sandbox must stay on
// 127.0.0.1, and AppKit's options cannot say so, so the page's own code could not. Options the
// page passes itself win.
import type { AppKitOptions, CaipNetworkId } from '../../kernel'
import type { QuickstartSandboxGlobals } from './appkit-quickstart/quickstartGlobals'

export function withSandboxRemotes<O extends AppKitOptions>(options: O): O {
  const sandbox: QuickstartSandboxGlobals = (window as { __AIRLOCK_SANDBOX__?: QuickstartSandboxGlobals }).__AIRLOCK_SANDBOX__ ?? {}
  // The devnets stand in for chains 1 and 137: AppKit's customRpcUrls points the networks at them.
  const customRpcUrls = Object.fromEntries(
    Object.entries(sandbox.rpcUrls ?? {}).map(([chainId, url]) => [`eip155:${chainId}` as CaipNetworkId, [{ url }]]),
  )
  return {
    ...options,
    endpoints: { fonts: '', ...sandbox.endpoints, ...options.endpoints },
    customRpcUrls: { ...customRpcUrls, ...options.customRpcUrls },
  }
}
