/**
 * A data: URL SVG icon, distinct per wallet name, as EIP-6963 and Wallet Standard require
 * (both want a data URI so pages never fetch wallet icons from elsewhere).
 */
export function createWalletIcon(label: string): `data:image/svg+xml;base64,${string}` {
  let hash = 0
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const initial = (label.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue},70%,45%)"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${initial}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
