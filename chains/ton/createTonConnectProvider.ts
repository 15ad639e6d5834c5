import { ChainError, type RequestProvider } from '../../kernel/plugin'
import { TON_CONNECT_USER_DECLINED, type TonAddrItem, type TonConnectBridge, type TonConnectResponse } from './tonConnectBridge'
import { tonErrorMessages } from './tonErrorMessages'

/** One TON message of `ton_sendMessage`, AppKit's shape: amount in nanotons as a digit string. */
export interface TonMessage {
  address: string
  amount: string
  /** Base64 BOC of the body (a comment, a contract call). */
  payload?: string
  stateInit?: string
}

export interface TonSendMessageParams {
  messages: TonMessage[]
  /** Unix seconds; a minute from now when absent. */
  validUntil?: number
  /** The network's global id ('-239', '-3'). */
  network?: string
  from?: string
}

export interface TonSignDataResult {
  /** Base64 ed25519 signature. */
  signature: string
  /** Raw form of the signer. */
  address: string
  timestamp: number
  domain: string
  payload: { type: 'text'; text: string }
}

let requestId = 0

/** A TonConnect refusal as the kit's error: "declined" carries EIP-1193's 4001, which the kit treats as the visitor's no. */
function unwrap(response: TonConnectResponse): unknown {
  if ('error' in response) {
    const { code, message } = response.error
    throw new ChainError(message || `TonConnect error ${code}`, code === TON_CONNECT_USER_DECLINED ? 4001 : code)
  }
  return response.result
}

/**
 * The injected wallet behind the kit's `request({ method, params })` shape, with the method names
 * of AppKit's TON connector over WalletConnect, so the adapter asks both kinds of wallet alike:
 * `ton_sendMessage` (answers the signed external message, base64 BOC), `ton_signData` (a text
 * payload; answers TonConnect's signData result) and `ton_getAccount` (the connect event's ton_addr).
 */
export function createTonConnectProvider(bridge: TonConnectBridge, account: () => TonAddrItem | undefined): RequestProvider {
  const connected = () => {
    const item = account()
    if (!item) throw ChainError.worded(tonErrorMessages, 'notConnected')
    return item
  }
  const send = async (method: 'sendTransaction' | 'signData', payload: unknown) =>
    unwrap(await bridge.send({ method, params: [JSON.stringify(payload)], id: String(++requestId) }))

  return {
    async request({ method, params }) {
      switch (method) {
        case 'ton_getAccount':
          return connected()
        case 'ton_sendMessage': {
          const p = (params ?? {}) as Partial<TonSendMessageParams>
          if (!Array.isArray(p.messages) || p.messages.length === 0) throw new ChainError('ton_sendMessage needs at least one message')
          for (const [i, m] of p.messages.entries()) {
            if (typeof m?.address !== 'string' || !/^\d+$/.test(String(m?.amount))) throw new ChainError(`ton_sendMessage: messages[${i}] needs an address and an amount in nanotons`)
          }
          const item = connected()
          const boc = await send('sendTransaction', {
            valid_until: p.validUntil ?? Math.floor(Date.now() / 1000) + 60,
            network: p.network ?? item.network,
            from: item.address,
            messages: p.messages.map((m) => ({ address: m.address, amount: String(m.amount), payload: m.payload, stateInit: m.stateInit })),
          })
          if (typeof boc !== 'string' || boc.length === 0) throw ChainError.worded(tonErrorMessages, 'noBoc', { method: 'sendTransaction' })
          return boc
        }
        case 'ton_signData': {
          const p = (params ?? {}) as { text?: unknown; network?: string }
          if (typeof p.text !== 'string') throw new ChainError('ton_signData needs { text }')
          const item = connected()
          return send('signData', { type: 'text', text: p.text, network: p.network ?? item.network, from: item.address })
        }
        default:
          throw new ChainError(`The TON wallet does not support ${method}`)
      }
    },
  }
}
