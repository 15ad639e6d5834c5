import { ChainError, ErrorMessages } from '../../kernel/plugin'

/**
 * ERC-4337 `eth_getUserOperationReceipt` by POST JSON-RPC (BNDL-01). A non-OK answer raises
 * "Failed to fetch user operation receipt - {status}" (BNDL-05); a JSON-RPC error raises its message.
 * Resolves to the receipt, or null while the bundler has none.
 */
export async function fetchUserOperationReceipt(url: string, userOpHash: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method: 'eth_getUserOperationReceipt', params: [userOpHash] }),
  })
  if (!response.ok) throw new ChainError(ErrorMessages.userOperationReceipt(response.status), response.status)
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
  if (body.error) throw new ChainError(body.error.message ?? ErrorMessages.unknown, body.error.code)
  return body.result ?? null
}
