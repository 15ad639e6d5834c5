/** SVG path data drawing the dark modules of a QR matrix, one `h1v1h-1z` square per module. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (isDark(row, col)) d += `M${col} ${row}h1v1h-1z`
  }
  return d
}
