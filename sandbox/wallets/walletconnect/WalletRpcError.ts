/** An error the wallet sends back as a JSON-RPC error (EIP-1193 codes). */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
