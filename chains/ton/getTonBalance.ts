import { ChainError, ErrorMessages, fromBaseUnits, type CaipNetwork } from '../../kernel/plugin'
import { tonApiUrl } from './tonApiUrl'

/**
 * The account's TON, from the network's toncenter v2 API (`getAddressBalance`, nanotons): "1.5".
 * Rejects on any failure, so the kit shows its soft "Token Balance Unavailable".
 */
export async function getTonBalance({ address, network, fetchFn = fetch }: { address: string; network: CaipNetwork; fetchFn?: typeof fetch }): Promise<{ balance: string; symbol: string }> {
  const response = await fetchFn(`${tonApiUrl(network)}/getAddressBalance?address=${encodeURIComponent(address)}`)
  if (!response.ok) throw new ChainError(ErrorMessages.httpStatus(response.status))
  const body = (await response.json()) as { ok?: boolean; result?: unknown; error?: string }
  if (body.ok !== true || typeof body.result !== 'string' || !/^\d+$/.test(body.result)) throw new ChainError(`The TON API answered no balance: ${body.error ?? 'unreadable body'}`)
  return { balance: fromBaseUnits(BigInt(body.result), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
