import type { AddressRule } from '../addresses/isAddress'
import { isCaipNetworkId } from '../caip/isCaipNetworkId'
import type { TokenBalance } from '../types'
import { MAX_TOKEN_NAME, MAX_TOKEN_SYMBOL, parseTokenAddress, parseTokenDecimals, parseTokenText } from './tokenFields'

/** Icons are often data URLs (the sandbox's, many providers'); longer is not an icon. */
const MAX_ICON_URL = 200_000
const DECIMAL_TEXT = /^\d{1,78}(?:\.\d{1,255})?$/

const finite = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/**
 * One balance entry of `/v1/account/{address}/balance` checked field by field (BAL-03's
 * shape): symbol and name capped, chain a CAIP-2 id, the token's CAIP-10 address valid on that
 * chain (absent for the native coin), decimals 0–255, the amount a plain decimal. Undefined for
 * anything else, which the caller drops and logs.
 */
export function parseTokenBalance(value: unknown, rules?: Readonly<Record<string, AddressRule | undefined>>): TokenBalance | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const e = value as Record<string, unknown>
  const symbol = parseTokenText(e.symbol, MAX_TOKEN_SYMBOL)
  const name = e.name === undefined || e.name === null ? symbol : parseTokenText(e.name, MAX_TOKEN_NAME)
  const chainId = isCaipNetworkId(e.chainId) ? e.chainId : undefined
  if (!symbol || !name || !chainId) return undefined
  const address = e.address === undefined || e.address === null ? undefined : parseTokenAddress(e.address, chainId, rules)
  if (e.address !== undefined && e.address !== null && !address) return undefined
  const q = e.quantity as Record<string, unknown> | null | undefined
  const decimals = parseTokenDecimals(q?.decimals)
  const numeric = typeof q?.numeric === 'string' && DECIMAL_TEXT.test(q.numeric) ? q.numeric : undefined
  if (decimals === undefined || numeric === undefined) return undefined
  const price = finite(e.price) ?? 0
  const worth = finite(e.value)
  return {
    name,
    symbol,
    chainId,
    ...(address ? { address } : {}),
    ...(worth !== undefined ? { value: worth } : {}),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: typeof e.iconUrl === 'string' && e.iconUrl.length <= MAX_ICON_URL ? e.iconUrl : '',
  }
}
