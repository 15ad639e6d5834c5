// Test helper: both devnets plus the real provider-API server with the chain routes mounted,
// and small JSON helpers for calling it.
import { startApiServer, type ApiServer } from '../../api/createApiServer'
import { registerChainRoutes, type ChainRoutes, type ChainRoutesOptions } from '../chainRoutes'
import { startEvmDevnets } from '../startEvmDevnets'
import type { EvmDevnets } from '../types'

export interface ChainSandbox {
  devnets: EvmDevnets
  api: ApiServer
  chainRoutes: ChainRoutes
  getJson<T = any>(path: string, query?: Record<string, string | undefined>): Promise<{ status: number; body: T }>
  postJson<T = any>(path: string, body: unknown, query?: Record<string, string | undefined>): Promise<{ status: number; body: T }>
  close(): Promise<void>
}

export async function startChainSandbox(opts: ChainRoutesOptions = {}): Promise<ChainSandbox> {
  const devnets = await startEvmDevnets()
  const api = await startApiServer()
  const chainRoutes = registerChainRoutes(api.routes, devnets, opts)
  const url = (path: string, query: Record<string, string | undefined> = {}) => {
    const u = new URL(path, api.url)
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v)
    return u
  }
  const read = async (response: Response) => ({ status: response.status, body: await response.json() })
  return {
    devnets,
    api,
    chainRoutes,
    getJson: async (path, query) => read(await fetch(url(path, query))),
    postJson: async (path, body, query) =>
      read(await fetch(url(path, query), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })),
    close: async () => {
      await api.close()
      await devnets.close()
    },
  }
}
