import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { keccak_256 } from '@noble/hashes/sha3'
import { createBase58check, hex } from '@scure/base'
import { TRON_TEST_ACCOUNTS } from '../../tron/accounts'
import { createWalletIcon } from './createWalletIcon'
import { providerError } from './ProviderRpcError'
import { memoryGrants, type WalletGrants } from './walletGrants'

// A TronLink-like injected TRON wallet: `window.tronLink` (request `tron_requestAccounts`) and
// `window.tronWeb` (defaultAddress, trx.sign, trx.signMessageV2), the parts of TronLink's API a
// dapp uses to connect, sign text and sign transactions. It holds one secp256k1 key and really
// signs (no tronweb: the page bundle stays small), so the TRON stand-in and tests can verify.

const base58check = /*#__PURE__*/ createBase58check(sha256)

export interface TronTestWalletBehaviour {
  /** tron_requestAccounts answers code 4001, as when the user closes TronLink's popup. */
  rejectConnect?: boolean
  /** trx.sign and trx.signMessageV2 fail with 4001 ("Confirmation declined by user"). */
  rejectSign?: boolean
}

/** A TRON transaction as tronweb builds it and TronLink signs it. */
export interface TronTransactionLike {
  txID: string
  raw_data_hex: string
  raw_data?: unknown
  signature?: string[]
  [key: string]: unknown
}

export interface TronTestWallet {
  readonly isAirlockTestWallet: true
  readonly name: string
  readonly icon: string
  /** Base58check `T…` address of the key. */
  readonly address: string
  /** `41…` hex address. */
  readonly hexAddress: string
  /** TronLink's `window.tronLink`. */
  readonly tronLink: {
    ready: boolean
    request(args: { method: string; params?: unknown }): Promise<unknown>
    tronWeb: TronWebLike | false
  }
  /** What the wallet signed, newest last (transactions by txID, messages as given). */
  readonly signed: readonly string[]
  script(patch: TronTestWalletBehaviour): void
}

export interface TronWebLike {
  ready: boolean
  defaultAddress: { base58: string | false; hex: string | false }
  fullNode: { host: string }
  trx: {
    sign(transaction: TronTransactionLike): Promise<TronTransactionLike>
    signMessageV2(message: string): Promise<string>
  }
}

export interface TronTestWalletOptions {
  /** 32-byte secp256k1 private key, hex; the TRON stand-in's account 0 by default. */
  privateKey?: string
  /** The node the wallet says it is on (TronLink's `fullNode.host`). */
  nodeUrl?: string
  name?: string
  behaviour?: TronTestWalletBehaviour
  grants?: WalletGrants
}

/** `41` + the last 20 bytes of keccak256 of the uncompressed public key, as TRON derives it. */
export function tronAddressOf(privateKey: Uint8Array): { base58: string; hex: string } {
  const publicKey = secp256k1.getPublicKey(privateKey, false).slice(1)
  const bytes = new Uint8Array([0x41, ...keccak_256(publicKey).slice(-20)])
  return { base58: base58check.encode(bytes), hex: hex.encode(bytes) }
}

/** r ‖ s ‖ v (v = 27 + recovery), hex: the signature form TRON and tronweb use. */
export function signDigest(digest: Uint8Array, privateKey: Uint8Array): string {
  const signature = secp256k1.sign(digest, privateKey, { lowS: true })
  return hex.encode(signature.toCompactRawBytes()) + (27 + signature.recovery).toString(16)
}

/** TIP-191: keccak256("\x19TRON Signed Message:\n" + length + message). */
export function tip191Digest(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const prefix = new TextEncoder().encode(`\x19TRON Signed Message:\n${bytes.length}`)
  return keccak_256(new Uint8Array([...prefix, ...bytes]))
}

export function createTronTestWallet(options: TronTestWalletOptions = {}): TronTestWallet {
  const privateKey = hex.decode(options.privateKey ?? TRON_TEST_ACCOUNTS[0]!.privateKey)
  const { base58: address, hex: hexAddress } = tronAddressOf(privateKey)
  const name = options.name ?? 'Airlock TRON Wallet'
  const grants = options.grants ?? memoryGrants()
  const signed: string[] = []
  let behaviour: TronTestWalletBehaviour = { ...options.behaviour }

  const declined = () => providerError(4001, 'Confirmation declined by user')
  const tronWeb: TronWebLike = {
    ready: true,
    defaultAddress: { base58: false, hex: false },
    fullNode: { host: options.nodeUrl ?? '' },
    trx: {
      async sign(transaction) {
        if (!grants.granted()) throw providerError(4100)
        if (behaviour.rejectSign) throw declined()
        // What the wallet signs is the txID; it must be the hash of the bytes, which must name this account.
        const raw = typeof transaction?.raw_data_hex === 'string' ? transaction.raw_data_hex.toLowerCase() : ''
        if (!/^[0-9a-f]+$/.test(raw) || hex.encode(sha256(hex.decode(raw))) !== String(transaction.txID).toLowerCase()) {
          throw new Error('Invalid transaction: txID is not the hash of raw_data_hex')
        }
        if (!raw.includes(hexAddress)) throw new Error('Invalid transaction: this account is not its owner')
        signed.push(transaction.txID)
        return { ...transaction, signature: [...(transaction.signature ?? []), signDigest(hex.decode(transaction.txID), privateKey)] }
      },
      async signMessageV2(message) {
        if (!grants.granted()) throw providerError(4100)
        if (behaviour.rejectSign) throw declined()
        if (typeof message !== 'string') throw new Error('Invalid message')
        signed.push(message)
        return `0x${signDigest(tip191Digest(message), privateKey)}`
      },
    },
  }
  const unlock = () => {
    tronWeb.defaultAddress = { base58: address, hex: hexAddress }
  }
  if (grants.granted()) unlock()

  const tronLink: TronTestWallet['tronLink'] = {
    ready: true,
    tronWeb,
    async request({ method }) {
      if (method !== 'tron_requestAccounts') throw providerError(4200)
      if (!grants.granted() && behaviour.rejectConnect) return { code: 4001, message: 'User rejected the request.' }
      grants.set(true)
      unlock()
      return { code: 200, message: 'The site is already in the whitelist' }
    },
  }

  return {
    isAirlockTestWallet: true,
    name,
    icon: createWalletIcon(name),
    address,
    hexAddress,
    tronLink,
    get signed() {
      return [...signed]
    },
    script(patch) {
      behaviour = { ...behaviour, ...patch }
    },
  }
}

/** Sets `window.tronLink` and `window.tronWeb` as TronLink does; returns the undo. */
export function injectWindowTronLink(wallet: TronTestWallet, target: Window = globalThis.window): () => void {
  const win = target as Window & { tronLink?: unknown; tronWeb?: unknown }
  const previous = { tronLink: win.tronLink, tronWeb: win.tronWeb }
  win.tronLink = wallet.tronLink
  win.tronWeb = wallet.tronLink.tronWeb
  // TronLink tells pages it is ready with this event; pages that looked too early look again.
  target.dispatchEvent?.(new Event('tronLink#initialized'))
  return () => {
    if (win.tronLink === wallet.tronLink) Object.assign(win, previous)
  }
}
