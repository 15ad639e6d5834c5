/** Balance as the account button shows it: 2 decimals, en-US grouping, then the symbol. */
export function formatBalance(balance: string | undefined, symbol: string | undefined): string | undefined {
  if (balance === undefined || balance === '') return undefined
  const value = Number(balance)
  if (!Number.isFinite(value)) return undefined
  const text = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return symbol ? `${text} ${symbol}` : text
}
