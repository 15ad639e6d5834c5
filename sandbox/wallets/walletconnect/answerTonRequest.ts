import { sha256 } from '@noble/hashes/sha2'
import { Address, Cell, beginCell, internal, storeStateInit, type MessageRelaxed } from '@ton/core'
import { keyPairFromSeed, sign, type KeyPair } from '@ton/crypto'
import { tonSignDataMessage } from '../../../chains/ton/tonSignData'
import { walletV4, walletV4Transfer, type WalletV4 } from '../../ton/walletV4'
import { WalletRpcError } from './WalletRpcError'

/** The longest a signed transfer may stay valid, as real wallets bound a dApp's valid_until. */
const MAX_VALID_SECONDS = 5 * 60

/** One ed25519 key and its wallet v4r2 contract: what the wallet answers `ton_*` requests for. */
export interface TonWalletKey {
  keys: KeyPair
  wallet: WalletV4
  /** Non-bounceable, url-safe (`UQ…`): the form the session's CAIP-10 account carries. */
  address: string
  rawAddress: string
  publicKey: string
  /** Base64 BOC of the wallet's StateInit, as TonConnect's ton_addr item gives it. */
  stateInit: string
}

export function tonWalletKey(seed: Uint8Array): TonWalletKey {
  const keys = keyPairFromSeed(Buffer.from(seed))
  const wallet = walletV4(keys.publicKey)
  return {
    keys,
    wallet,
    address: wallet.address.toString({ bounceable: false, urlSafe: true }),
    rawAddress: wallet.address.toRawString(),
    publicKey: keys.publicKey.toString('hex'),
    stateInit: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64'),
  }
}

/**
 * The session properties a TON wallet approves with (WalletConnect's TON reference): the public
 * key and state init, so a dApp can check signatures without asking again.
 */
export const tonSessionProperties = (key: TonWalletKey) => ({ ton_getPublicKey: key.publicKey, ton_getStateInit: key.stateInit })

export interface TonRequestContext {
  key: TonWalletKey
  /** The network's global id from the request's chain (`ton:-239` → '-239'). */
  network: string
  /** Host of the dApp's metadata URL: the domain signData signs for. */
  domain: string
  /** toncenter v2 base (`…/api/v2`) where ton_sendMessage broadcasts; without it sends fail. */
  rpcUrl?: string
}

interface TonMessageParam {
  address?: unknown
  amount?: unknown
  payload?: unknown
  stateInit?: unknown
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

// WalletConnect's reference wraps the request in an array; AppKit sends ton_sendMessage bare.
const firstParam = (params: unknown): Record<string, unknown> => {
  const p = Array.isArray(params) ? params[0] : params
  if (!isObject(p)) throw new WalletRpcError(-32602, 'params must be an object or a one-element array')
  return p
}

function checkFrom(from: unknown, key: TonWalletKey) {
  if (from === undefined) return
  let same = false
  try {
    same = typeof from === 'string' && Address.parse(from).equals(key.wallet.address)
  } catch {
    same = false
  }
  if (!same) throw new WalletRpcError(4100, `Unknown account ${String(from)}`)
}

function toMessages(list: unknown): MessageRelaxed[] {
  if (!Array.isArray(list) || list.length === 0 || list.length > 4) throw new WalletRpcError(-32602, 'messages must hold 1 to 4 messages')
  return (list as TonMessageParam[]).map((m, i) => {
    const amount = String(m?.amount ?? '')
    if (typeof m?.address !== 'string' || !/^\d+$/.test(amount)) throw new WalletRpcError(-32602, `messages[${i}] needs an address and an amount in nanotons`)
    try {
      const friendly = Address.isFriendly(m.address) ? Address.parseFriendly(m.address) : undefined
      return internal({
        to: Address.parse(m.address),
        value: BigInt(amount),
        // A raw address says nothing about bouncing: bounce, as TonConnect's spec says.
        bounce: friendly ? friendly.isBounceable : true,
        body: typeof m.payload === 'string' ? Cell.fromBase64(m.payload) : undefined,
      })
    } catch (error) {
      throw new WalletRpcError(-32602, `messages[${i}]: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
}

async function toncenter<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init)
  const body = (await res.json()) as { ok: boolean; result?: T; error?: string }
  if (!body.ok) throw new WalletRpcError(-32603, body.error ?? `HTTP status code: ${res.status}`)
  return body.result as T
}

/**
 * Answers one `ton_*` request the way WalletConnect's TON reference describes: `ton_sendMessage`
 * signs a wallet v4r2 transfer with the key, broadcasts it to the TON sandbox and answers the
 * external message's BOC (base64); `ton_signData` signs a text payload with TonConnect's
 * signData bytes for the dApp's domain and answers { signature, address, timestamp, domain, payload }.
 */
export async function answerTonRequest(method: string, params: unknown, ctx: TonRequestContext): Promise<unknown> {
  const { key } = ctx
  switch (method) {
    case 'ton_sendMessage': {
      const p = firstParam(params)
      checkFrom(p.from, key)
      if (p.network !== undefined && String(p.network) !== ctx.network) throw new WalletRpcError(-32602, `The request is for network ${String(p.network)}, the session's chain is ${ctx.network}`)
      const messages = toMessages(p.messages)
      const now = Math.floor(Date.now() / 1000)
      const asked = p.valid_until ?? p.validUntil
      const validUntil = Math.min(typeof asked === 'number' ? asked : now + 60, now + MAX_VALID_SECONDS)
      if (validUntil <= now) throw new WalletRpcError(-32602, 'valid_until has passed')
      if (!ctx.rpcUrl) throw new WalletRpcError(-32603, `No TON RPC URL for ${ctx.network}`)
      const info = await toncenter<{ seqno: number; account_state?: string }>(`${ctx.rpcUrl}/getWalletInformation?address=${encodeURIComponent(key.rawAddress)}`)
      const boc = walletV4Transfer(key.wallet, { seqno: info.seqno, deployed: info.account_state === 'active', secretKey: key.keys.secretKey, messages, validUntil }).toBoc().toString('base64')
      await toncenter(`${ctx.rpcUrl}/sendBoc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ boc }) })
      return boc
    }
    case 'ton_signData': {
      const p = firstParam(params)
      checkFrom(p.from, key)
      if (p.type !== 'text' || typeof p.text !== 'string') throw new WalletRpcError(-32602, 'Only text payloads ({ type: "text", text }) are supported')
      const timestamp = Math.floor(Date.now() / 1000)
      const message = tonSignDataMessage({ workchain: key.wallet.address.workChain, hash: key.wallet.address.hash }, ctx.domain, timestamp, p.text)
      const signature = sign(Buffer.from(sha256(message)), key.keys.secretKey).toString('base64')
      return { signature, address: key.rawAddress, timestamp, domain: ctx.domain, payload: { type: 'text', text: p.text } }
    }
    default:
      throw new WalletRpcError(4200, `The wallet does not support ${method}`)
  }
}
