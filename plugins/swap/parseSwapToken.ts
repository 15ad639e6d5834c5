import { MAX_TOKEN_NAME, MAX_TOKEN_SYMBOL, parseTokenAddress, parseTokenDecimals, parseTokenText, type AddressRule } from '../../kernel/plugin'
import type { SwapToken } from './swapToken'

/** Token logos are often data URLs; longer is not a logo. */
const MAX_LOGO_URI = 200_000

/**
 * One `/v1/convert/tokens` entry checked field by field, for the network it was listed on:
 * symbol and name capped, the CAIP-10 address valid on that network, decimals an integer 0–255.
 * Undefined for anything else: the caller drops and logs it, so no view computes with it
 * (decimals -1 threw `10n ** -1n` in the picker). Only the fields the views use are kept.
 */
export function parseSwapToken(value: unknown, caipNetworkId: string, rules?: Readonly<Record<string, AddressRule | undefined>>): SwapToken | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const t = value as Record<string, unknown>
  const symbol = parseTokenText(t.symbol, MAX_TOKEN_SYMBOL)
  const name = t.name === undefined || t.name === null ? symbol : parseTokenText(t.name, MAX_TOKEN_NAME)
  const address = parseTokenAddress(t.address, caipNetworkId, rules)
  const decimals = parseTokenDecimals(t.decimals)
  if (!symbol || !name || !address || decimals === undefined) return undefined
  const logoUri = typeof t.logoUri === 'string' && t.logoUri.length <= MAX_LOGO_URI ? t.logoUri : ''
  return { name, symbol, address, decimals, logoUri }
}
