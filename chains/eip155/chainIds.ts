// EIP-1193 wallets speak hex chain ids ("0x89"); CAIP networks carry decimal ones (137).

export function toHexChainId(id: number | string): `0x${string}` {
  return `0x${BigInt(id).toString(16)}`
}

/** A wallet's chain id (hex, decimal string or number) as a number; NaN when it is none of those. */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return Number.NaN
  return /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : /^\d+$/.test(value) ? Number(value) : Number.NaN
}
