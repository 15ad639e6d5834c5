// Token icons as inline SVG data URLs, so balances render offline without an image route.
const COLORS: Readonly<Record<string, string>> = { SOL: '#9945FF', USDC: '#2775CA' }

export function tokenIconUrl(symbol: string): string {
  const color = COLORS[symbol] ?? '#888888'
  const label = symbol.slice(0, 4).replace(/[^A-Za-z0-9]/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="38" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
