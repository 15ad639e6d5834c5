/**
 * The EIP-1193 error code of a wallet error. Some mobile wallets wrap the real one as
 * `data.originalError.code` under a generic -32603, so that is read first.
 */
export function providerErrorCode(error: unknown): number | undefined {
  const nested = (error as { data?: { originalError?: { code?: unknown } } } | undefined)?.data?.originalError?.code
  if (typeof nested === 'number') return nested
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' ? code : undefined
}

/** The user declined in the wallet (EIP-1193 4001). */
export const USER_REJECTED = 4001
/** The wallet does not support the method (EIP-1193 4200, JSON-RPC -32601). */
export const isUnsupportedMethod = (error: unknown) => {
  const code = providerErrorCode(error)
  return code === 4200 || code === -32601
}
