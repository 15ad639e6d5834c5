import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32, hex } from '@scure/base'
import { createWalletIcon } from './createWalletIcon'
import { providerError } from './ProviderRpcError'

// A Keplr-like injected Cosmos wallet (`window.keplr`): the subset of Keplr's API a dapp uses to
// connect and sign text — enable, getKey, signArbitrary (ADR-36), disable. It holds one
// secp256k1 key and really signs, so tests can verify what it returns.

/** The chains it answers for, all with the `cosmos` bech32 prefix. */
export const KEPLR_TEST_CHAINS = ['cosmoshub-4', 'theta-testnet-001'] as const

/**
 * The test key when the config gives none. Public and test-only: it holds nothing on any chain.
 * sha256("airlock keplr test wallet").
 */
export const DEFAULT_KEPLR_KEY = /*#__PURE__*/ hex.encode(sha256(new TextEncoder().encode('airlock keplr test wallet')))

/** What Keplr's getKey returns. */
export interface KeplrKey {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger: boolean
  isKeystone: boolean
}

/** Keplr's `StdSignature`. */
export interface KeplrStdSignature {
  pub_key: { type: 'tendermint/PubKeySecp256k1'; value: string }
  signature: string
}

export interface KeplrTestWalletBehaviour {
  /** enable fails with 4001, as when the user closes Keplr's approval popup. */
  rejectConnect?: boolean
  /** signArbitrary fails with 4001. */
  rejectSign?: boolean
}

export interface KeplrTestWallet {
  readonly isAirlockTestWallet: true
  readonly name: string
  readonly icon: string
  /** `cosmos1…` address of the key. */
  readonly bech32Address: string
  /** Chain ids the page enabled. */
  readonly enabled: readonly string[]
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrStdSignature>
  script(patch: KeplrTestWalletBehaviour): void
}

export interface KeplrTestWalletOptions {
  /** 32-byte secp256k1 private key, hex. */
  privateKey?: string
  name?: string
  behaviour?: KeplrTestWalletBehaviour
}

/** The ADR-36 sign doc Keplr signs for signArbitrary: amino JSON with sorted keys, no spaces. */
export function adr36SignBytes(signer: string, data: Uint8Array): Uint8Array {
  const doc =
    `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"",` +
    `"msgs":[{"type":"sign/MsgSignData","value":{"data":"${base64.encode(data)}","signer":"${signer}"}}],"sequence":"0"}`
  return new TextEncoder().encode(doc)
}

export function createKeplrTestWallet(options: KeplrTestWalletOptions = {}): KeplrTestWallet {
  const privateKey = hex.decode(options.privateKey ?? DEFAULT_KEPLR_KEY)
  const pubKey = secp256k1.getPublicKey(privateKey, true)
  const address = ripemd160(sha256(pubKey))
  const bech32Address = bech32.encode('cosmos', bech32.toWords(address))
  const name = options.name ?? 'Airlock Keplr Test Wallet'
  const enabled = new Set<string>()
  let behaviour: KeplrTestWalletBehaviour = { ...options.behaviour }

  const known = (chainId: string) => {
    if (!(KEPLR_TEST_CHAINS as readonly string[]).includes(chainId)) throw new Error(`There is no chain info for ${chainId}`)
  }
  const requireEnabled = (chainId: string) => {
    known(chainId)
    if (!enabled.has(chainId)) throw providerError(4100)
  }

  return {
    isAirlockTestWallet: true,
    name,
    icon: createWalletIcon(name),
    bech32Address,
    get enabled() {
      return [...enabled]
    },
    async enable(chainIds) {
      const ids = typeof chainIds === 'string' ? [chainIds] : chainIds
      ids.forEach(known)
      if (behaviour.rejectConnect) throw providerError(4001, 'Request rejected')
      ids.forEach((id) => enabled.add(id))
    },
    async disable(chainIds) {
      if (chainIds === undefined) enabled.clear()
      else (typeof chainIds === 'string' ? [chainIds] : chainIds).forEach((id) => enabled.delete(id))
    },
    async getKey(chainId) {
      requireEnabled(chainId)
      return { name, algo: 'secp256k1', pubKey, address, bech32Address, isNanoLedger: false, isKeystone: false }
    },
    async signArbitrary(chainId, signer, data) {
      requireEnabled(chainId)
      if (signer !== bech32Address) throw new Error('Signer mismatched')
      if (behaviour.rejectSign) throw providerError(4001, 'Request rejected')
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const signature = secp256k1.sign(sha256(adr36SignBytes(signer, bytes)), privateKey, { lowS: true })
      return {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(pubKey) },
        signature: base64.encode(signature.toCompactRawBytes()),
      }
    },
    script(patch) {
      behaviour = { ...behaviour, ...patch }
    },
  }
}

/** Sets `window.keplr` as the extension does; returns the undo. */
export function injectWindowKeplr(wallet: KeplrTestWallet, target: Window = globalThis.window): () => void {
  const win = target as Window & { keplr?: unknown }
  const previous = win.keplr
  win.keplr = wallet
  return () => {
    if (win.keplr === wallet) win.keplr = previous
  }
}
