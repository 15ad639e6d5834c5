// Icons are inline SVG data URLs: they work offline and need no image route.

const PALETTE = ['#2775CA', '#26A17B', '#627EEA', '#8247E5', '#E84142', '#F0B90B', '#888888']

export function tokenIconUrl(symbol: string): string {
  let hash = 0
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const color = PALETTE[hash % PALETTE.length]
  const label = symbol.slice(0, 4).replace(/[^A-Za-z0-9$]/g, '')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="38" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
