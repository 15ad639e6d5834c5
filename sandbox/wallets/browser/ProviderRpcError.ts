/**
 * The error an EIP-1193 provider rejects with. Dapps and the kit branch on `code` (4001 user
 * rejection, 4902 unknown chain, ...), so it is a field, not part of the message.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** The messages real wallets use (EIP-1193, EIP-1474, MetaMask), so kit error paths see familiar text. */
export const PROVIDER_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  4001: 'User rejected the request.',
  4100: 'The requested method and/or account has not been authorized by the user.',
  4200: 'The Provider does not support the requested method.',
  4900: 'The Provider is disconnected from all chains.',
  5000: 'User rejected.',
  32603: 'Internal JSON-RPC error.',
  [-32603]: 'Internal JSON-RPC error.',
  [-32602]: 'Invalid method parameters.',
}

export function providerError(code: number, message = PROVIDER_ERROR_MESSAGES[code] ?? 'Unknown error', data?: unknown) {
  return new ProviderRpcError(code, message, data)
}
