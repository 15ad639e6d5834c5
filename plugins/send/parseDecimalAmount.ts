const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/** Whether `amount` is a plain decimal ("0.1", "12", ".5") greater than zero. */
export function isPositiveAmount(amount: string | undefined): amount is string {
  if (!amount) return false
  const match = DECIMAL.exec(amount.trim())
  if (!match || (match[1] === '' && !match[2])) return false
  return /[1-9]/.test(`${match[1]}${match[2] ?? ''}`)
}

/**
 * A decimal amount in base units (wei, lamports, token units), without floating point so
 * "0.1" ETH is exactly 10^17 wei. Digits beyond `decimals` are dropped, never rounded up, so
 * the amount sent never exceeds what was typed.
 */
export function parseDecimalAmount(amount: string, decimals: number): bigint {
  const match = DECIMAL.exec(amount.trim())
  if (!match || (match[1] === '' && !match[2])) throw new Error(`Invalid amount: ${amount}`)
  const whole = match[1] || '0'
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0')
}
