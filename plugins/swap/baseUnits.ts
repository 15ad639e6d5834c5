const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/** Whether `amount` is a plain decimal ("0.1", "12", ".5") above zero. */
export function isPositiveDecimal(amount: string | undefined): amount is string {
  const match = amount === undefined ? null : DECIMAL.exec(amount.trim())
  if (!match || (match[1] === '' && !match[2])) return false
  return /[1-9]/.test(`${match[1]}${match[2] ?? ''}`)
}

/**
 * A typed decimal in base units, without floating point ("0.1" ETH is exactly 10^17 wei).
 * Digits past `decimals` are dropped, never rounded up, so no more is spent than was typed.
 * Undefined for text that is not a decimal.
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(amount.trim())
  if (!match || (match[1] === '' && !match[2])) return undefined
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(match[1] || '0') * 10n ** BigInt(decimals) + BigInt(fraction || '0')
}

/** Base units as a plain decimal string with no trailing zeros ("1.5", "0.000001", "12"). */
export function fromBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
