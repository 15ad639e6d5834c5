const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A USD amount the way the kit shows money: en-US, two decimals ("$1,234.50"). */
export const formatUsd = (value: number): string => usd.format(Number.isFinite(value) ? value : 0)

/** An amount of a token in USD at its price; zero for amounts that are not numbers yet. */
export const usdValueOf = (amount: string | undefined, price: number): number => {
  const n = Number(amount)
  return Number.isFinite(n) ? n * price : 0
}
