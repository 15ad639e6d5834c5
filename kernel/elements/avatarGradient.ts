/**
 * A gradient from an address, so one address always looks the same (AppKit's avatar idea). In the
 * kernel so that the <appkit-*> elements and the React buttons and views paint one avatar.
 */
export function avatarGradient(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase()
  let hash = 0
  for (let i = 0; i < hex.length; i++) hash = (hash * 31 + hex.charCodeAt(i)) >>> 0
  const hues = Array.from({ length: 5 }, (_, i) => (hash >>> (i * 5)) % 360)
  const stop = (i: number, x: number, y: number) => `radial-gradient(at ${x}% ${y}%, hsl(${hues[i]},75%,60%) 0px, transparent 60%)`
  return [stop(0, 65, 10), stop(1, 30, 30), stop(2, 90, 65), stop(3, 10, 90), `hsl(${hues[4]},70%,55%)`].join(', ')
}
