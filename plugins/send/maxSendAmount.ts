import { parseDecimalAmount, type CaipNetwork, type ChainAdapter, type RequestProvider, type TokenBalance } from '../../kernel/plugin'
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

/**
 * What to keep back for the fee of a native send: twice the chain plugin's estimate of a plain
 * transfer (prices move between the estimate and the send; on Solana twice leaves room for a
 * priority fee). 0 when the plugin cannot estimate or the estimate fails: Max then offers the
 * whole balance and the wallet reports the shortfall.
 */
export async function estimateFeeReserve(args: {
  adapter: Pick<ChainAdapter, 'estimateFee'> | undefined
  network: CaipNetwork | undefined
  from: string | undefined
  /** The receiver when known; the fee of a transfer to oneself otherwise. */
  to?: string
  provider?: RequestProvider
}): Promise<bigint> {
  const { adapter, network, from } = args
  if (!adapter?.estimateFee || !network || !from) return 0n
  try {
    return 2n * (await adapter.estimateFee({ from, to: args.to, network, provider: args.provider }))
  } catch {
    return 0n
  }
}
