import type { ChainNamespace, RequestProvider, TokenBalance } from '../../kernel'
import { parseDecimalAmount } from './parseDecimalAmount'
import { isNativeToken } from './sendableToken'

/** Base units as a decimal string without trailing zeros: 1500000n, 6 → "1.5". */
export function formatBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * The most the visitor can send of `token`: the whole balance of a token, the native balance
 * less `feeReserve` base units for the network fee (never below zero).
 */
export function maxSendAmount(token: TokenBalance, feeReserve: bigint = 0n): string {
  const decimals = Number(token.quantity.decimals)
  const balance = parseDecimalAmount(token.quantity.numeric, decimals)
  const reserve = isNativeToken(token) ? feeReserve : 0n
  return formatBaseUnits(balance > reserve ? balance - reserve : 0n, decimals)
}

const EVM_TRANSFER_GAS = 21_000n
// A Solana transfer costs one signature; twice that leaves room if a priority fee is added.
const SOLANA_FEE_RESERVE = 10_000n

/**
 * What to keep back for the fee of a native send: twice the current gas price times a plain
 * transfer's gas on EVM (prices move between the estimate and the send), 10,000 lamports on Solana.
 */
export async function estimateNativeFeeReserve(namespace: ChainNamespace, provider: RequestProvider | undefined): Promise<bigint> {
  if (namespace === 'solana') return SOLANA_FEE_RESERVE
  if (namespace !== 'eip155' || !provider) return 0n
  try {
    const gasPrice = BigInt((await provider.request({ method: 'eth_gasPrice' })) as string)
    return gasPrice * EVM_TRANSFER_GAS * 2n
  } catch {
    return 0n
  }
}
