// A TonConnect wallet injected into the page (`window.airlockTonWallet.tonconnect`), as Tonkeeper,
// MyTonWallet and others inject theirs: connect (a ton_addr item with the public key and the
// wallet v4r2 state init), restoreConnection, sendTransaction (signed for the wallet contract and
// broadcast to the TON sandbox's sendBoc), signData (text), disconnect, listen. It holds one
// ed25519 key and really signs; the emulator's contract checks every transfer.
import { sha256 } from '@noble/hashes/sha2'
import { Address, Cell, beginCell, internal, storeStateInit, type MessageRelaxed } from '@ton/core'
import { keyPairFromSeed, sign } from '@ton/crypto'
import { tonSignDataMessage } from '../../../chains/ton/tonSignData'
import type { TonConnectBridge, TonConnectEvent, TonConnectResponse } from '../../../chains/ton/tonConnectBridge'
import { TON_SANDBOX_ACCOUNTS } from '../../ton/tonAccounts'
import { walletV4, walletV4Transfer } from '../../ton/walletV4'
import { createWalletIcon } from './createWalletIcon'
import { memoryGrants, type WalletGrants } from './walletGrants'

/** The window property the wallet lives under (TonConnect's jsBridgeKey); also the connector id. */
export const TON_TEST_WALLET_KEY = 'airlockTonWallet'

/** The longest a signed transfer may stay valid, as real wallets bound a dApp's valid_until. */
const MAX_VALID_SECONDS = 5 * 60

export interface TonTestWalletBehaviour {
  /** connect answers connect_error 300 (the user declined). */
  rejectConnect?: boolean
  /** sendTransaction and signData answer error 300. */
  rejectSign?: boolean
}

export interface TonTestWalletOptions {
  /** The toncenter v2 base of the TON sandbox (`…/api/v2`), where transfers are broadcast. */
  rpcUrl: string
  /** 32-byte ed25519 seed, hex; the TON sandbox's funded account 0 by default. */
  seed?: string
  name?: string
  /** The network the wallet says it is on; '-239' (mainnet) by default. */
  network?: string
  grants?: WalletGrants
  behaviour?: TonTestWalletBehaviour
  /** The page origin's host, the domain signData signs for; the page's own by default. */
  domain?: () => string
}

export interface TonTestWallet {
  readonly name: string
  readonly icon: string
  /** Non-bounceable user-friendly form (`UQ…`). */
  readonly address: string
  readonly rawAddress: string
  readonly publicKey: string
  readonly tonconnect: TonConnectBridge
  script(patch: TonTestWalletBehaviour): void
  /** The wallet's own UI ends the session: listeners get TonConnect's disconnect event. */
  disconnect(): void
}

const declined = (id: string): TonConnectResponse => ({ id, error: { code: 300, message: 'User declined the request' } })
const failed = (id: string, message: string): TonConnectResponse => ({ id, error: { code: 1, message } })

export function createTonTestWallet(options: TonTestWalletOptions): TonTestWallet {
  const keys = keyPairFromSeed(Buffer.from(options.seed ?? TON_SANDBOX_ACCOUNTS[0]!.seed, 'hex'))
  const wallet = walletV4(keys.publicKey)
  const rawAddress = wallet.address.toRawString()
  const name = options.name ?? 'Airlock TON Wallet'
  const icon = createWalletIcon(name)
  const grants = options.grants ?? memoryGrants()
  const behaviour: TonTestWalletBehaviour = { ...options.behaviour }
  const listeners = new Set<(event: TonConnectEvent) => void>()
  const network = options.network ?? '-239'
  const domain = options.domain ?? (() => globalThis.location?.host ?? 'localhost')
  const walletStateInit = beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64')

  const connectEvent = (): TonConnectEvent => ({
    event: 'connect',
    id: Date.now(),
    payload: {
      items: [{ name: 'ton_addr', address: rawAddress, network, publicKey: keys.publicKey.toString('hex'), walletStateInit }],
      device: { platform: 'browser', appName: name, appVersion: '1.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SignData', types: ['text'] }] },
    },
  })

  async function walletState(): Promise<{ seqno: number; deployed: boolean }> {
    const res = await fetch(`${options.rpcUrl}/getWalletInformation?address=${encodeURIComponent(rawAddress)}`)
    const body = (await res.json()) as { ok: boolean; result?: { seqno: number; account_state?: string }; error?: string }
    if (!body.ok || typeof body.result?.seqno !== 'number') throw new Error(body.error ?? `HTTP status code: ${res.status}`)
    return { seqno: body.result.seqno, deployed: body.result.account_state === 'active' }
  }

  async function sendTransaction(id: string, request: { valid_until?: number; messages?: { address: string; amount: string; payload?: string; stateInit?: string }[] }): Promise<TonConnectResponse> {
    const now = Math.floor(Date.now() / 1000)
    if (!Array.isArray(request.messages) || request.messages.length === 0 || request.messages.length > 4) return failed(id, 'Bad request: 1 to 4 messages')
    let messages: MessageRelaxed[]
    try {
      messages = request.messages.map((m) => {
        if (!/^\d+$/.test(m.amount)) throw new Error(`Bad amount ${m.amount}`)
        const friendly = Address.isFriendly(m.address) ? Address.parseFriendly(m.address) : undefined
        return internal({
          to: Address.parse(m.address),
          value: BigInt(m.amount),
          // A raw address says nothing about bouncing: bounce, as TonConnect's spec says.
          bounce: friendly ? friendly.isBounceable : true,
          body: m.payload ? Cell.fromBase64(m.payload) : undefined,
        })
      })
    } catch (error) {
      return failed(id, `Bad request: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (behaviour.rejectSign) return declined(id)
    const validUntil = Math.min(request.valid_until ?? now + 60, now + MAX_VALID_SECONDS)
    if (validUntil <= now) return failed(id, 'Bad request: valid_until has passed')
    try {
      const boc = walletV4Transfer(wallet, { ...(await walletState()), secretKey: keys.secretKey, messages, validUntil }).toBoc().toString('base64')
      const res = await fetch(`${options.rpcUrl}/sendBoc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ boc }) })
      const body = (await res.json()) as { ok: boolean; error?: string }
      if (!body.ok) return failed(id, body.error ?? `HTTP status code: ${res.status}`)
      return { id, result: boc }
    } catch (error) {
      return failed(id, error instanceof Error ? error.message : String(error))
    }
  }

  function signData(id: string, request: { type?: string; text?: string }): TonConnectResponse {
    if (request.type !== 'text' || typeof request.text !== 'string') return failed(id, 'Bad request: only text payloads are supported')
    if (behaviour.rejectSign) return declined(id)
    const timestamp = Math.floor(Date.now() / 1000)
    const host = domain()
    const message = tonSignDataMessage({ workchain: wallet.address.workChain, hash: wallet.address.hash }, host, timestamp, request.text)
    const signature = sign(Buffer.from(sha256(message)), keys.secretKey).toString('base64')
    return { id, result: { signature, address: rawAddress, timestamp, domain: host, payload: { type: 'text', text: request.text } } }
  }

  const tonconnect: TonConnectBridge = {
    protocolVersion: 2,
    isWalletBrowser: false,
    walletInfo: { name, image: icon, app_name: TON_TEST_WALLET_KEY },
    async connect() {
      if (behaviour.rejectConnect) return { event: 'connect_error', id: Date.now(), payload: { code: 300, message: 'User declined the connection' } }
      grants.set(true)
      return connectEvent()
    },
    async restoreConnection() {
      return grants.granted() ? connectEvent() : { event: 'connect_error', id: Date.now(), payload: { code: 1, message: 'No session to restore' } }
    },
    async send(request) {
      if (request.method === 'disconnect') {
        grants.set(false)
        return { id: request.id, result: {} }
      }
      if (!grants.granted()) return { id: request.id, error: { code: 100, message: 'Unknown app: connect first' } }
      let params: Record<string, unknown>
      try {
        params = JSON.parse(request.params[0] ?? '') as Record<string, unknown>
      } catch {
        return failed(request.id, 'Bad request: params[0] is not JSON')
      }
      if (request.method === 'sendTransaction') return sendTransaction(request.id, params)
      if (request.method === 'signData') return signData(request.id, params)
      return { id: request.id, error: { code: 400, message: `Method ${String(request.method)} is not supported` } }
    },
    listen(callback) {
      listeners.add(callback)
      return () => listeners.delete(callback)
    },
  }

  return {
    name,
    icon,
    address: wallet.address.toString({ bounceable: false, urlSafe: true }),
    rawAddress,
    publicKey: keys.publicKey.toString('hex'),
    tonconnect,
    script: (patch) => Object.assign(behaviour, patch),
    disconnect() {
      grants.set(false)
      listeners.forEach((listener) => listener({ event: 'disconnect', id: Date.now() }))
    },
  }
}

/** Puts the wallet where TonConnect dApps look: `target[key].tonconnect`. Returns the undo. */
export function injectTonTestWallet(wallet: TonTestWallet, target: object = window, key = TON_TEST_WALLET_KEY): () => void {
  ;(target as Record<string, unknown>)[key] = { tonconnect: wallet.tonconnect }
  return () => void delete (target as Record<string, unknown>)[key]
}
