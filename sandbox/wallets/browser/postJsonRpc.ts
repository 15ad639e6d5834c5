import { ProviderRpcError } from './ProviderRpcError'

let nextId = 1

/**
 * One JSON-RPC call over fetch, so the wallets run unchanged in Node and in the browser. Node
 * errors keep their code and data: the kit must see the devnet's own error, as it would from a
 * real wallet that forwards to its node.
 */
export async function postJsonRpc(url: string, method: string, params: unknown = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!response.ok) throw new ProviderRpcError(-32603, `RPC ${url} answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
