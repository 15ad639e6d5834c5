// TON addresses without a chain library, so the address rule stays in the host's first chunk:
// the raw form `<workchain>:<64 hex>` and the user-friendly form wallets show, 36 bytes in
// url-safe base64 — flags (0x11 bounceable, 0x51 non-bounceable, +0x80 test-only), workchain,
// the 32-byte account hash, then a CRC16-XMODEM of those 34 bytes.

export interface TonAddressParts {
  workchain: number
  /** The account id, 32 bytes. */
  hash: Uint8Array
}

const BOUNCEABLE = 0x11
const NON_BOUNCEABLE = 0x51
const TEST_ONLY = 0x80

function crc16(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_')

function fromBase64Any(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(text)) return undefined
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** The account's workchain and hash, from either form; undefined for anything else (a bad checksum too). */
export function parseTonAddress(address: string): TonAddressParts | undefined {
  const raw = /^(-1|0):([0-9a-fA-F]{64})$/.exec(address)
  if (raw) return { workchain: Number(raw[1]), hash: Uint8Array.from(raw[2]!.match(/../g)!, (h) => parseInt(h, 16)) }
  const bytes = fromBase64Any(address)
  if (!bytes) return undefined
  const flags = bytes[0]! & ~TEST_ONLY
  if (flags !== BOUNCEABLE && flags !== NON_BOUNCEABLE) return undefined
  const checksum = crc16(bytes.subarray(0, 34))
  if (bytes[34] !== checksum >> 8 || bytes[35] !== (checksum & 0xff)) return undefined
  const workchain = bytes[1] === 0xff ? -1 : bytes[1]!
  if (workchain !== 0 && workchain !== -1) return undefined
  return { workchain, hash: bytes.slice(2, 34) }
}

export const isTonAddress = (address: string): boolean => parseTonAddress(address) !== undefined

/**
 * The user-friendly form. Wallet accounts are shown non-bounceable (`UQ…`), as TON wallets do
 * since 2024, so a transfer to a fresh account does not bounce back; contracts bounceable (`EQ…`).
 */
export function formatTonAddress(address: TonAddressParts | string, options: { bounceable?: boolean; testOnly?: boolean } = {}): string {
  const parts = typeof address === 'string' ? parseTonAddress(address) : address
  if (!parts) throw new Error(`Invalid TON address: ${String(address)}`)
  const bytes = new Uint8Array(36)
  bytes[0] = (options.bounceable ? BOUNCEABLE : NON_BOUNCEABLE) | (options.testOnly ? TEST_ONLY : 0)
  bytes[1] = parts.workchain & 0xff
  bytes.set(parts.hash, 2)
  const checksum = crc16(bytes.subarray(0, 34))
  bytes[34] = checksum >> 8
  bytes[35] = checksum & 0xff
  return toBase64Url(bytes)
}

/** Testnet networks: TON's user-friendly forms there carry the test-only flag (`0Q…`, `kQ…`). */
export const isTonTestnet = (network: { caipNetworkId: string; testnet?: boolean }): boolean => network.testnet === true || network.caipNetworkId === 'ton:-3'

/** Whether a user-friendly address carries the test-only flag (a raw address carries none). */
export function isTestOnlyTonAddress(address: string): boolean {
  const bytes = fromBase64Any(address)
  return !!bytes && isTonAddress(address) && (bytes[0]! & TEST_ONLY) !== 0
}

/**
 * A wallet account as the network's wallets show it: non-bounceable, test-only on a testnet
 * (`0Q…`), plain on mainnet (`UQ…`), whatever form it arrived in.
 */
export const formatTonWalletAddress = (address: TonAddressParts | string, network: { caipNetworkId: string; testnet?: boolean }): string =>
  formatTonAddress(address, { bounceable: false, testOnly: isTonTestnet(network) })

/** The raw form `0:<hex>` TonConnect messages name accounts by. */
export function toRawTonAddress(address: TonAddressParts | string): string {
  const parts = typeof address === 'string' ? parseTonAddress(address) : address
  if (!parts) throw new Error(`Invalid TON address: ${String(address)}`)
  return `${parts.workchain}:${Array.from(parts.hash, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Whether two addresses in any form name the same account. */
export function sameTonAccount(a: string, b: string): boolean {
  const x = parseTonAddress(a)
  const y = parseTonAddress(b)
  return !!x && !!y && x.workchain === y.workchain && x.hash.every((byte, i) => byte === y.hash[i])
}
