import { crc32, deflateSync } from 'node:zlib'
import { hashSeed } from './seededRandom'

// Wallet logos as PNG, as the real API serves raster logos. An SVG logo costs the browser a
// whole SVG document per image, set up on the main thread: a grid of 26 of them delayed the
// search results' frame by ~45 ms, a cost no real catalogue has. Each logo is a rounded square
// in a colour picked from the label with a symmetric 5×5 pattern (an identicon), so wallets stay
// distinct and stable offline.

export const LOGO_SIZE = 96
const RADIUS = 20
const CELLS = 5
const CELL = 12
const INSET = (LOGO_SIZE - CELLS * CELL) / 2

/** hsl → rgb, each 0–255 (h in degrees, s and l 0–1). */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** Which cells of the 5×5 pattern are lit: the left three columns from the hash, mirrored. */
export function logoPattern(label: string): boolean[][] {
  const bits = hashSeed(`${label}#pattern`)
  const rows = Array.from({ length: CELLS }, (_, y) =>
    Array.from({ length: CELLS }, (_, x) => (bits >>> (y * 3 + Math.min(x, CELLS - 1 - x))) & 1).map(Boolean),
  )
  if (!rows.flat().some(Boolean)) rows[2]![2] = true // never a blank square
  return rows
}

/** How much of the pixel at (x, y) lies inside the rounded square: 0–1, smoothed at the corners. */
function coverage(x: number, y: number): number {
  const cx = Math.min(Math.max(x + 0.5, RADIUS), LOGO_SIZE - RADIUS)
  const cy = Math.min(Math.max(y + 0.5, RADIUS), LOGO_SIZE - RADIUS)
  const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy)
  return Math.min(1, Math.max(0, RADIUS + 0.5 - distance))
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A 96×96 RGBA PNG for the label; same label, same bytes. */
export function renderWalletLogoPng(label: string): Uint8Array {
  const [r, g, b] = hslToRgb(hashSeed(label) % 360, 0.62, 0.46)
  const pattern = logoPattern(label)
  // Each scanline starts with its filter type (0: none), then RGBA pixels.
  const raw = Buffer.alloc(LOGO_SIZE * (1 + LOGO_SIZE * 4))
  for (let y = 0; y < LOGO_SIZE; y++) {
    const row = y * (1 + LOGO_SIZE * 4)
    for (let x = 0; x < LOGO_SIZE; x++) {
      const cellX = Math.floor((x - INSET) / CELL)
      const cellY = Math.floor((y - INSET) / CELL)
      const lit = pattern[cellY]?.[cellX] === true && x >= INSET && y >= INSET
      const at = row + 1 + x * 4
      raw[at] = lit ? 255 : r
      raw[at + 1] = lit ? 255 : g
      raw[at + 2] = lit ? 255 : b
      raw[at + 3] = Math.round(255 * coverage(x, y))
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(LOGO_SIZE, 0)
  header.writeUInt32BE(LOGO_SIZE, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA, deflate, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}
