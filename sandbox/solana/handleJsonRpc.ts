// JSON-RPC 2.0 framing for the HTTP façade: single and batch requests, and an error object
// for every malformed input so a bad request can never take the devnet down.
import { INTERNAL_ERROR, INVALID_REQUEST, PARSE_ERROR, SolanaRpcError } from './rpcErrors'
import { callRpcMethod, type RpcContext } from './rpcMethods'

export type JsonRpcId = string | number | null

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

/** Answers a request body; null when it held only notifications, which get no answer. */
export function handleJsonRpc(body: string, ctx: RpcContext): JsonRpcResponse | JsonRpcResponse[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorResponse(null, new SolanaRpcError(PARSE_ERROR, 'Parse error'))
  }
  if (!Array.isArray(parsed)) return handleOne(parsed, ctx)
  if (parsed.length === 0) return errorResponse(null, new SolanaRpcError(INVALID_REQUEST, 'Invalid request'))
  const responses = parsed.map((request) => handleOne(request, ctx)).filter((r): r is JsonRpcResponse => r !== null)
  return responses.length > 0 ? responses : null
}

/** Runs one request object; also used by the websocket server for non-subscription calls. */
export function handleOne(request: unknown, ctx: RpcContext): JsonRpcResponse | null {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new SolanaRpcError(INVALID_REQUEST, 'Invalid request'))
  }
  const { id, method, params } = request as Record<string, unknown>
  const validId = id === undefined || id === null || typeof id === 'string' || typeof id === 'number'
  const responseId = validId ? (id ?? null) : null
  if (typeof method !== 'string' || !validId || (params !== undefined && !Array.isArray(params))) {
    return errorResponse(responseId, new SolanaRpcError(INVALID_REQUEST, 'Invalid request'))
  }
  try {
    const result = callRpcMethod(method, params ?? [], ctx)
    return id === undefined ? null : { jsonrpc: '2.0', id: responseId, result }
  } catch (error) {
    return id === undefined ? null : errorResponse(responseId, error)
  }
}

export function errorResponse(id: JsonRpcId, error: unknown): JsonRpcResponse {
  if (error instanceof SolanaRpcError) {
    const body = error.data === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, data: error.data }
    return { jsonrpc: '2.0', id, error: body }
  }
  // An unexpected throw (say, from litesvm) is reported, not rethrown, so the server stays up.
  return { jsonrpc: '2.0', id, error: { code: INTERNAL_ERROR, message: `Internal error: ${(error as Error)?.message ?? String(error)}` } }
}
