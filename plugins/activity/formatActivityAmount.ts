// Spec §9: amounts use 2 decimals, en-US. Unlike a balance, a history amount is never 0: a tiny
// transfer (0.0001 ETH of gas refund, a dust airdrop) reads "<0.01" rather than a misleading "0.00".
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatActivityAmount(numeric: string | number | undefined): string {
  const n = typeof numeric === 'number' ? numeric : Number(numeric)
  if (!Number.isFinite(n)) return '0.00'
  const abs = Math.abs(n)
  if (abs > 0 && abs < 0.01) return '<0.01'
  return amount.format(abs)
}
