import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { hslToRgb, LOGO_SIZE, logoPattern, renderWalletLogoPng } from './walletLogoPng'

/** Reads back an unfiltered 8-bit RGBA PNG: width, height and the pixel at (x, y). */
function decode(png: Uint8Array) {
  const bytes = Buffer.from(png)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const chunks = new Map<string, Buffer>()
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    chunks.set(bytes.toString('latin1', at + 4, at + 8), bytes.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const header = chunks.get('IHDR')!
  const width = header.readUInt32BE(0)
  const raw = inflateSync(chunks.get('IDAT')!)
  const pixel = (x: number, y: number) => {
    const at = y * (1 + width * 4) + 1 + x * 4
    return [...raw.subarray(at, at + 4)]
  }
  return { width, height: header.readUInt32BE(4), colourType: header[9], end: chunks.has('IEND'), pixel }
}

describe('wallet logos as PNG', () => {
  it('is a 96×96 RGBA PNG, transparent outside the rounded corners, opaque inside', () => {
    const png = decode(renderWalletLogoPng('MetaMask'))
    expect(png).toMatchObject({ width: LOGO_SIZE, height: LOGO_SIZE, colourType: 6, end: true })
    expect(png.pixel(0, 0)[3]).toBe(0)
    expect(png.pixel(LOGO_SIZE - 1, LOGO_SIZE - 1)[3]).toBe(0)
    expect(png.pixel(4, LOGO_SIZE / 2)[3]).toBe(255)
  })

  it('fills with the colour picked from the label and lights the pattern cells in white', () => {
    const label = 'Rainbow'
    const png = decode(renderWalletLogoPng(label))
    const pattern = logoPattern(label)
    // Cell (x, y) of the 5×5 pattern is 12 px wide and starts 18 px in.
    const centre = (cell: number) => 18 + cell * 12 + 6
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        const [r, g, b] = png.pixel(centre(x), centre(y))
        if (pattern[y]![x]) expect([r, g, b]).toEqual([255, 255, 255])
        else expect([r, g, b]).not.toEqual([255, 255, 255])
      }
    }
    expect(png.pixel(4, 48).slice(0, 3)).toEqual(png.pixel(91, 48).slice(0, 3))
  })

  it('mirrors the pattern left to right and never leaves it blank', () => {
    for (const label of ['A', 'Trust Wallet', 'Zerion', 'x']) {
      const rows = logoPattern(label)
      for (const row of rows) expect(row).toEqual([...row].reverse())
      expect(rows.flat().some(Boolean)).toBe(true)
    }
  })

  it('gives the same bytes for a label and different logos for different labels', () => {
    expect(Buffer.from(renderWalletLogoPng('Zerion')).equals(Buffer.from(renderWalletLogoPng('Zerion')))).toBe(true)
    expect(Buffer.from(renderWalletLogoPng('Zerion')).equals(Buffer.from(renderWalletLogoPng('Rabby')))).toBe(false)
  })

  it('converts hsl the way CSS does', () => {
    expect(hslToRgb(0, 1, 0.5)).toEqual([255, 0, 0])
    expect(hslToRgb(120, 1, 0.25)).toEqual([0, 128, 0])
    expect(hslToRgb(240, 0.62, 0.46)).toEqual([45, 45, 190])
  })
})
