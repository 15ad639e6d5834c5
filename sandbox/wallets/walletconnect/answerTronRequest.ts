import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { signDigest, tip191Digest, tronAddressOf } from '../browser/createTronTestWallet'
import { WalletRpcError } from './WalletRpcError'

/** The TRON key the wallet answers for, with its address in both forms. */
export interface TronWalletKey {
  privateKey: Uint8Array
  /** Base58check `T…`. */
  address: string
  /** `41…` hex. */
  hexAddress: string
}

export function tronWalletKey(privateKey: Uint8Array): TronWalletKey {
  const { base58, hex: hexAddress } = tronAddressOf(privateKey)
  return { privateKey, address: base58, hexAddress }
}

interface TronTransaction {
  txID: string
  raw_data_hex: string
  signature?: string[]
  [key: string]: unknown
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Answers one `tron_*` request as WalletConnect's TRON reference (and AppKit's adapter) sends it:
 * `tron_signMessage` { address, message } → { signature } (TIP-191, r ‖ s ‖ v hex), and
 * `tron_signTransaction` { address, transaction } → the transaction with the wallet's signature
 * added. The transaction may come nested once more ({ transaction: { transaction } }, the form
 * for wallets without `tron_method_version: v1`). The wallet signs a txID only after checking it
 * is the hash of the bytes and that those bytes name this account, as TronLink does.
 */
export async function answerTronRequest(method: string, params: unknown, key: TronWalletKey): Promise<unknown> {
  const p = isObject(params) ? params : {}
  if (typeof p.address === 'string' && p.address !== key.address) throw new WalletRpcError(4100, `Unknown account ${p.address}`)
  switch (method) {
    case 'tron_signMessage': {
      if (typeof p.message !== 'string') throw new WalletRpcError(-32602, 'message must be a string')
      return { signature: `0x${signDigest(tip191Digest(p.message), key.privateKey)}` }
    }
    case 'tron_signTransaction': {
      const given = p.transaction
      const tx = isObject(given) && given.txID === undefined && isObject(given.transaction) ? given.transaction : given
      if (!isObject(tx) || typeof tx.txID !== 'string' || typeof tx.raw_data_hex !== 'string') {
        throw new WalletRpcError(-32602, 'transaction must carry txID and raw_data_hex')
      }
      const raw = tx.raw_data_hex.toLowerCase()
      if (!/^([0-9a-f]{2})+$/.test(raw) || hex.encode(sha256(hex.decode(raw))) !== tx.txID.toLowerCase()) {
        throw new WalletRpcError(-32602, 'txID is not the hash of raw_data_hex')
      }
      if (!raw.includes(key.hexAddress)) throw new WalletRpcError(-32602, `Transaction does not need a signature from ${key.address}`)
      const signed = tx as TronTransaction
      return { ...signed, signature: [...(Array.isArray(signed.signature) ? signed.signature : []), signDigest(hex.decode(signed.txID.toLowerCase()), key.privateKey)] }
    }
    default:
      throw new WalletRpcError(4200, `The wallet does not support ${method}`)
  }
}
