import type { AppKitOptions } from 'airlock/react'

/**
 * Where the kit's remotes are: the local sandbox's (`window.__AIRLOCK_SANDBOX__` in the browser,
 * the same endpoints from the environment on the server), so nothing reaches the internet.
 */
export function sandboxOptions(): Pick<AppKitOptions, 'endpoints' | 'customRpcUrls'> {
  if (typeof window === 'undefined') {
    return { endpoints: { fonts: '', ...JSON.parse(process.env.AIRLOCK_SANDBOX_ENDPOINTS ?? '{}') } }
  }
  const sandbox = (window as { __AIRLOCK_SANDBOX__?: { endpoints?: AppKitOptions['endpoints']; rpcUrls?: Record<string, string> } }).__AIRLOCK_SANDBOX__ ?? {}
  const customRpcUrls = Object.fromEntries(Object.entries(sandbox.rpcUrls ?? {}).map(([id, url]) => [`eip155:${id}`, [{ url }]]))
  return { endpoints: { fonts: '', ...sandbox.endpoints }, customRpcUrls: customRpcUrls as AppKitOptions['customRpcUrls'] }
}
