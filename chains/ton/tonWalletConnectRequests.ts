// TON over a WalletConnect session: AppKit's request shapes (its TonWalletConnectConnector's) and
// the key material the wallet approved the session with, which is what lets a WalletConnect
// sign-in be verified like a TonConnect one.
import { ChainError, type CaipNetwork, type RequestProvider } from '../../kernel/plugin'
import { tonErrorMessages } from './tonErrorMessages'
import type { TonMessage, TonSignDataResult } from './createTonConnectProvider'

interface WalletConnectSessionLike {
  sessionProperties?: Record<string, unknown>
}

/**
 * The session behind a provider when it is a WalletConnect one: the universal provider itself
 * (`session`) or the walletconnect plugin's per-namespace view of it (`universalProvider`).
 */
export function walletConnectSessionOf(provider: RequestProvider | undefined): WalletConnectSessionLike | undefined {
  const p = provider as { session?: WalletConnectSessionLike; universalProvider?: { session?: WalletConnectSessionLike }; isWalletConnect?: boolean } | undefined
  return p?.session ?? p?.universalProvider?.session ?? (p?.isWalletConnect ? {} : undefined)
}

/** What a TON wallet puts in the session (WalletConnect's TON reference): its key and contract. */
export function tonSessionKeys(session: WalletConnectSessionLike): { publicKey: string; walletStateInit: string } {
  const props = session.sessionProperties ?? {}
  const publicKey = props['ton_getPublicKey']
  const walletStateInit = props['ton_getStateInit']
  if (typeof publicKey !== 'string' || !/^[0-9a-f]{64}$/i.test(publicKey) || typeof walletStateInit !== 'string' || walletStateInit.length === 0) {
    throw ChainError.worded(tonErrorMessages, 'wcNoKey')
  }
  return { publicKey, walletStateInit }
}

/** The universal provider takes the target chain as a second argument; the plugin's view ignores it. */
const request = (provider: RequestProvider, method: string, params: unknown, chain: string | undefined) =>
  (provider.request.bind(provider) as (args: { method: string; params: unknown }, chain?: string) => Promise<unknown>)({ method, params }, chain)

/** `ton_sendMessage` as AppKit sends it; resolves with the external message's BOC (base64). */
export async function sendTonMessageOverWalletConnect(provider: RequestProvider, args: { from: string; network: CaipNetwork; messages: TonMessage[] }): Promise<string> {
  const answer = (await request(
    provider,
    'ton_sendMessage',
    { valid_until: Math.floor(Date.now() / 1000) + 60, from: args.from, network: String(args.network.id), messages: args.messages },
    args.network.caipNetworkId,
  )) as string | { boc?: unknown; result?: unknown } | undefined
  // The reference answers the BOC itself; some wallets wrap it, as AppKit allows.
  const boc = typeof answer === 'string' ? answer : (answer?.boc ?? answer?.result)
  if (typeof boc !== 'string' || boc.length === 0) throw ChainError.worded(tonErrorMessages, 'noBoc', { method: 'ton_sendMessage' })
  return boc
}

/** `ton_signData` of a text payload as AppKit sends it (one element in an array); resolves with TonConnect's signData result. */
export async function signTonTextOverWalletConnect(provider: RequestProvider, args: { from: string; caipNetworkId?: string; text: string }): Promise<TonSignDataResult> {
  // Without a known network the request goes to the session's current TON chain.
  const network = args.caipNetworkId ? { network: args.caipNetworkId.slice('ton:'.length) } : {}
  const answer = (await request(provider, 'ton_signData', [{ type: 'text', text: args.text, from: args.from, ...network }], args.caipNetworkId)) as
    | (Partial<TonSignDataResult> & { result?: Partial<TonSignDataResult> })
    | undefined
  const signed = answer?.signature === undefined && answer?.result ? answer.result : answer
  if (typeof signed?.signature !== 'string' || !Number.isSafeInteger(signed.timestamp) || typeof signed.domain !== 'string') {
    throw ChainError.worded(tonErrorMessages, 'noSignedData', { method: 'ton_signData' })
  }
  return signed as TonSignDataResult
}
