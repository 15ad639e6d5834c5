// The frame's network table, as the secure site served it in the page (never from the host):
// a request names a chain by id, and everything shown or used about that chain comes from here.
import type { SecureEvmNetwork, SecureNetworks, SecureSolanaNetwork } from '../secureNetworks'

/** A request for a chain the secure site does not know: refused, never shown with the caller's words. */
export class UnknownNetworkError extends Error {
  override name = 'UnknownNetworkError'
  /** EIP-1193's "unrecognized chain". */
  readonly code = 4902
}

export function readNetworkTable(raw: string | undefined): SecureNetworks {
  try {
    const table = JSON.parse(raw ?? '') as Partial<SecureNetworks>
    return { eip155: Array.isArray(table.eip155) ? table.eip155 : [], solana: Array.isArray(table.solana) ? table.solana : [] }
  } catch {
    return { eip155: [], solana: [] }
  }
}

export function evmNetworkOf(table: SecureNetworks, chainId: unknown): SecureEvmNetwork {
  const id = typeof chainId === 'number' ? chainId : Number.NaN
  const network = table.eip155.find((n) => n.id === id)
  if (!network) throw new UnknownNetworkError(`The secure wallet does not know chain ${String(chainId)}; the request was refused`)
  return network
}

export function solanaNetworkOf(table: SecureNetworks, caipNetworkId: unknown): SecureSolanaNetwork {
  const network = table.solana.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw new UnknownNetworkError(`The secure wallet does not know network ${String(caipNetworkId)}; the request was refused`)
  return network
}
