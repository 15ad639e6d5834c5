import { ErrorMessages } from '../../kernel/plugin'
import { FrameRequestError } from './openFrameChannel'

let rpcId = 1

/**
 * A read-only JSON-RPC call to a network's RPC (AUTH-14: reads need no approval), for both the
 * EVM and the Solana provider; the node's error becomes the request's error, with its code.
 */
export async function readRpc(doFetch: typeof fetch, url: string, method: string, params: unknown): Promise<unknown> {
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: rpcId++, method, params: params ?? [] }),
  })
  const body = (await response.json().catch(() => undefined)) as { result?: unknown; error?: { message?: string; code?: number } } | undefined
  if (!body) throw new FrameRequestError(ErrorMessages.httpStatus(response.status))
  if (body.error) throw new FrameRequestError(body.error.message ?? 'RPC error', body.error.code)
  return body.result
}
