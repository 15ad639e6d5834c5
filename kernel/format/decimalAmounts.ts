// Typed decimal amounts and base units (wei, lamports, token units), exactly, without floating
// point: "0.1" ETH is 10^17 wei. Shared by every plugin that reads an amount a visitor typed.

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

const digitsOf = (amount: string) => {
  const match = DECIMAL.exec(amount.trim())
  return !match || (match[1] === '' && !match[2]) ? undefined : { whole: match[1] || '0', fraction: match[2] ?? '' }
}

/** Whether `amount` is a plain decimal ("0.1", "12", ".5") greater than zero. */
export function isPositiveAmount(amount: string | undefined): amount is string {
  const digits = amount ? digitsOf(amount) : undefined
  return digits !== undefined && /[1-9]/.test(`${digits.whole}${digits.fraction}`)
}

/**
 * `amount` in base units, or undefined for text that is not a plain decimal or decimals outside
 * 0–255. Digits beyond
 * `decimals` are dropped, never rounded up, so no more is spent than was typed.
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const digits = digitsOf(amount)
  // A token's decimals are a uint8; anything else is no amount (10n ** -1n would throw).
  if (!digits || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  const fraction = digits.fraction.slice(0, decimals).padEnd(decimals, '0')
  return BigInt(digits.whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0')
}

/** As toBaseUnits, for amounts already validated: text that is not a decimal throws. */
export function parseDecimalAmount(amount: string, decimals: number): bigint {
  const value = toBaseUnits(amount, decimals)
  if (value === undefined) throw new Error(`Invalid amount: ${amount}`)
  return value
}

/** Base units as a plain decimal string with no trailing zeros ("1.5", "0.000001", "12"). */
export function fromBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
