// Spec §9: balance formatting uses 2 decimals, en-US (BAL-13). One formatter per kind, built
// once: Intl formatters are costly to create and these run for every token row.
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

const toNumber = (value: number | string | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : 0
}

/** "1,234.57"; anything unreadable reads as 0.00 rather than "NaN". */
export function formatTokenAmount(value: number | string | undefined): string {
  return amount.format(toNumber(value))
}

/** "$1,234.57" */
export function formatUsd(value: number | string | undefined): string {
  return usd.format(toNumber(value))
}
