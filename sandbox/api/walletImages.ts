import { hashSeed } from './seededRandom'

// The API's images are generated rather than stored, so each looks distinct and stable offline.
// Asset, currency and token images: initials on a coloured square, the colour picked from the
// label (wallet logos are PNG: walletLogoPng.ts).

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Images the real API serves that are not catalogue wallets' images: AppKit's connectors use
 * them (WalletConnect's logo id is AppKit's, asked for by the kit's WalletConnect connector).
 */
export const CONNECTOR_IMAGES: Readonly<Record<string, string>> = {
  'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400': 'WalletConnect',
  // The eip155 plugin's own connectors: the injected "Browser Wallet" and the multisig host's.
  '07ba87ed-43aa-4adf-4540-9e6a2b9cae00': 'Browser Wallet',
  '461db637-8616-43ce-035a-d89b8a1d5800': 'Safe',
}

/** Up to two letters: the first letters of the first two words, else the first two letters. */
export function initialsOf(label: string): string {
  const words = label.split(/[\s._-]+/).filter((w) => /[a-z0-9]/i.test(w))
  if (words.length === 0) return '?'
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]!.slice(0, 2)
  return letters.toUpperCase()
}

/** A 96x96 SVG with the label's initials; same label, same bytes. */
export function renderInitialsSvg(label: string): string {
  const hue = hashSeed(label) % 360
  const initials = escapeXml(initialsOf(label))
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue},62%,46%)"/>` +
    '<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" ' +
    'font-family="Helvetica,Arial,sans-serif" font-size="36" font-weight="600" fill="#fff">' +
    `${initials}</text></svg>`
  )
}
