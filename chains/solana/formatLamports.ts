const LAMPORTS_DIGITS = 9

/** Lamports as a SOL decimal string without float rounding: 1_500_000_000n → "1.5". */
export function formatLamports(lamports: bigint | number, decimals = LAMPORTS_DIGITS): string {
  const value = BigInt(lamports)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
