// POST /v1?chainId=eip155:1&projectId=... (SBX-29): the RPC gateway stand-in forwards the
// JSON-RPC body unchanged to the local chain the chainId names.
import type { RouteRegistrar, SandboxRequest, SandboxResponse } from '../../api/types'
import { findChain, type ChainContexts } from './chainContext'

export interface GatewayOptions {
  /** JSON-RPC URL of the Solana devnet, for solana:* chain ids. */
  solanaRpcUrl?: string
}

export function registerRpcGatewayRoute(routes: RouteRegistrar, chains: ChainContexts, options: GatewayOptions = {}): void {
  const handler = async (req: SandboxRequest): Promise<SandboxResponse> => {
    const chainId = req.query.get('chainId') ?? ''
    const url = chainId.startsWith('solana:') ? options.solanaRpcUrl : findChain(chains, chainId)?.devnet.rpcUrl
    if (!url) return { json: jsonRpcErrors(req.body, -32602, `Unsupported chainId: ${chainId || '(missing)'}`) }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof req.body === 'string' ? req.body : JSON.stringify(req.body),
    })
    return { status: response.status, json: await response.json() }
  }
  // The gateway URL the kit builds ends in "/v1/"; accept both spellings.
  routes.post('/v1', handler)
  routes.post('/v1/', handler)
}

/** One error per request, keeping ids, so batches get a batch back. */
export function jsonRpcErrors(body: unknown, code: number, message: string): unknown {
  const one = (request: unknown) => ({
    jsonrpc: '2.0',
    id: (request as { id?: unknown } | null)?.id ?? null,
    error: { code, message },
  })
  return Array.isArray(body) ? body.map(one) : one(body)
}
