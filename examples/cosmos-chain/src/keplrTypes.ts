// The part of Keplr's injected API (`window.keplr`) this plugin uses. Leap and Cosmostation's
// Keplr mode expose the same methods, so any of them can stand behind it.

export interface KeplrKey {
  name: string
  algo: string
  /** Compressed secp256k1 public key, 33 bytes. */
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
}

/** Keplr's StdSignature: the signer's public key and a 64-byte r‖s signature, both base64. */
export interface StdSignature {
  pub_key: { type: string; value: string }
  signature: string
}

export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  /** ADR-36: signs an off-chain sign doc wrapping `data` for `signer`. */
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  disable?(chainIds?: string | string[]): Promise<void>
  /** Some wallets name and picture themselves; Keplr does not. */
  name?: string
  icon?: string
}

export const isKeplrLike = (value: unknown): value is KeplrLike =>
  typeof value === 'object' &&
  value !== null &&
  ['enable', 'getKey', 'signArbitrary'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
