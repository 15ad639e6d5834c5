// Field checks for token data that arrives from a remote (token lists, balances, quotes, on-ramp
// currencies). Each kind of entry has one validator built from these; what fails is dropped at
// the boundary and logged, so no view ever computes with it (10n ** -1n throws; a 5,000,000-digit
// padEnd hangs the tab).
import { isAddress, type AddressRule } from '../addresses/isAddress'
import type { ChainAdapter } from '../plugins/chainAdapter'
import type { ChainNamespace } from '../types'

/** ERC-20's `decimals()` is a uint8; nothing real has more. */
export const MAX_TOKEN_DECIMALS = 255
/** Longer than any listed symbol; short enough to lay out in a row. */
export const MAX_TOKEN_SYMBOL = 32
export const MAX_TOKEN_NAME = 128
/** uint256's largest value has 78 digits. */
const BASE_UNITS = /^\d{1,78}$/

/** Decimals as an integer 0–255 (a number or a numeric string, as the APIs send them). */
export function parseTokenDecimals(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 0 && n <= MAX_TOKEN_DECIMALS ? n : undefined
}

/** Non-empty text of at most `max` characters without control characters; undefined otherwise. */
export function parseTokenText(value: unknown, max: number): string | undefined {
  // eslint-disable-next-line no-control-regex
  return typeof value === 'string' && value.trim() !== '' && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value) ? value : undefined
}

/** An amount in base units: 1 to 78 digits, nothing else. */
export function parseBaseUnits(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  return typeof value === 'string' && BASE_UNITS.test(value) ? BigInt(value) : undefined
}

/**
 * A token's CAIP-10 id (`eip155:1:0x…`) whose address part is valid in its namespace (the
 * kernel's rules, or a chain plugin's); `expectedNetwork` pins the CAIP-2 part.
 */
export function parseTokenAddress(
  value: unknown,
  expectedNetwork?: string,
  rules?: Readonly<Record<string, AddressRule | undefined>>,
): string | undefined {
  if (typeof value !== 'string' || value.length > 256) return undefined
  const parts = value.split(':')
  if (parts.length !== 3 || !parts[0] || !parts[1]) return undefined
  if (expectedNetwork !== undefined && `${parts[0]}:${parts[1]}` !== expectedNetwork) return undefined
  return isAddress(parts[2]!, parts[0] as ChainNamespace, rules) ? value : undefined
}

/** The rule for token addresses in remote data: the chain plugin's checksum-aware one where it has it. */
export function tokenAddressRule(adapter: Pick<ChainAdapter, 'isAddress' | 'isTokenAddress'> | undefined): AddressRule | undefined {
  if (!adapter) return undefined
  return (address) => (adapter.isTokenAddress ? adapter.isTokenAddress(address) : adapter.isAddress(address))
}
