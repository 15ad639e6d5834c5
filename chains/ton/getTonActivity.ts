import { ChainError, ErrorMessages, fromBaseUnits, type ChainActivityPage, type ChainActivityTransaction, type GetActivityArgs } from '../../kernel/plugin'
import { formatTonAddress, parseTonAddress, sameTonAccount } from './tonAddress'
import { tonApiUrl } from './tonApiUrl'

/** Rows per page of the Activity list. */
export const TON_ACTIVITY_PAGE_SIZE = 20

interface ApiMessage {
  source?: unknown
  destination?: unknown
  value?: unknown
  hash?: unknown
}

const nanotons = (value: unknown): bigint | undefined => (typeof value === 'string' && /^\d{1,40}$/.test(value) ? BigInt(value) : undefined)
// toncenter names hashes in base64, the sandbox in hex; the kit's ids (what sendTransfer returns) are hex.
function hexHash(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (/^[0-9a-fA-F]{64}$/.test(value)) return value.toLowerCase()
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').padEnd(44, '='))
  return Array.from(binary, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
}
// Shown as wallets show accounts (`UQ…`); undefined for anything that is not an address.
const shown = (value: unknown) => (typeof value === 'string' && parseTonAddress(value) ? formatTonAddress(value) : undefined)

/**
 * One toncenter `raw.transaction` of `address` as an activity entry: TON it sent (the values of
 * its outgoing messages, to the first receiver) or received (its incoming message's value). A
 * transaction that moved no TON (a deploy, a bounce-less notification) or that does not read
 * as one is left out. The id is the incoming message's hash: for a send, the external message
 * `sendTransfer` named, so the pending row finds its entry.
 */
export function toTonActivity(value: unknown, address: string, coin: { symbol: string; decimals: number; iconUrl?: string }): ChainActivityTransaction | undefined {
  const { symbol, decimals } = coin
  const icon = coin.iconUrl ? { iconUrl: coin.iconUrl } : {}
  const tx = value as { utime?: unknown; transaction_id?: { lt?: unknown; hash?: unknown }; in_msg?: ApiMessage; out_msgs?: unknown; success?: unknown } | null
  if (typeof tx !== 'object' || tx === null || typeof tx.utime !== 'number' || !Number.isFinite(tx.utime)) return undefined
  const hash = hexHash(tx.transaction_id?.hash)
  const id = hexHash(tx.in_msg?.hash) ?? hash
  if (!hash || !id || !Array.isArray(tx.out_msgs)) return undefined
  const me = shown(address)!
  // `success` is the sandbox's word; toncenter leaves it out, and what is listed there was applied.
  const status = tx.success === false ? 'failed' : 'confirmed'
  const base = { id, hash, time: tx.utime * 1000, status } as const
  const outs = (tx.out_msgs as ApiMessage[]).filter((m) => typeof m === 'object' && m !== null && typeof m.destination === 'string' && m.destination !== '')
  const values = outs.map((m) => nanotons(m.value))
  if (values.some((v) => v === undefined)) return undefined
  const sent = values.reduce((sum: bigint, v) => sum + v!, 0n)
  if (sent > 0n) {
    const to = shown(outs[0]!.destination)
    if (!to) return undefined
    const direction = outs.every((m) => sameTonAccount(String(m.destination), address)) ? 'self' : 'out'
    return { ...base, from: me, to, operationType: 'send', transfers: [{ direction, amount: fromBaseUnits(sent, decimals), symbol, name: symbol, ...icon }] }
  }
  const source = tx.in_msg?.source
  if (typeof source === 'string' && source !== '') {
    const received = nanotons(tx.in_msg?.value)
    const from = shown(source)
    if (received === undefined || !from) return undefined
    if (received === 0n) return undefined
    return { ...base, from, to: me, operationType: 'receive', transfers: [{ direction: 'in', amount: fromBaseUnits(received, decimals), symbol, name: symbol, ...icon }] }
  }
  // An external message the wallet refused to carry out: a send that failed before moving anything.
  return status === 'failed' ? { ...base, from: me, to: '', operationType: 'send', transfers: [] } : undefined
}

/**
 * The account's TON history from the network's toncenter v2 `getTransactions`, a page at a time:
 * one more than a page is asked for, and that one's `lt:hash` is the next page's cursor
 * (toncenter starts a page at the transaction `lt` and `hash` name). Rejects on an answer that is
 * not a list; entries that do not read are left out.
 */
export async function getTonActivity(args: GetActivityArgs & { coinIcon?: string; fetchFn?: typeof fetch; pageSize?: number }): Promise<ChainActivityPage> {
  const { address, network, cursor, coinIcon, fetchFn = fetch, pageSize = TON_ACTIVITY_PAGE_SIZE } = args
  const params = new URLSearchParams({ address, limit: String(pageSize + 1) })
  if (cursor) {
    const [lt, hash] = cursor.split(':')
    if (!lt || !hash || !/^\d+$/.test(lt)) throw new ChainError(`Not a TON history cursor: ${cursor}`)
    params.set('lt', lt)
    params.set('hash', hash)
  }
  const response = await fetchFn(`${tonApiUrl(network)}/getTransactions?${params}`)
  if (!response.ok) throw new ChainError(ErrorMessages.httpStatus(response.status))
  const body = (await response.json().catch(() => undefined)) as { ok?: unknown; result?: unknown; error?: unknown } | undefined
  if (body?.ok !== true || !Array.isArray(body.result)) throw new ChainError(`The TON API answered no history: ${typeof body?.error === 'string' ? body.error : 'unreadable body'}`)
  const entries = body.result.slice(0, pageSize)
  const after = body.result[pageSize] as { transaction_id?: { lt?: unknown; hash?: unknown } } | undefined
  const coin = { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals, iconUrl: coinIcon }
  const next = typeof after?.transaction_id?.lt === 'string' && typeof after.transaction_id.hash === 'string' ? `${after.transaction_id.lt}:${hexHash(after.transaction_id.hash) ?? ''}` : undefined
  return {
    transactions: entries.flatMap((entry) => toTonActivity(entry, address, coin) ?? []),
    ...(next && !next.endsWith(':') ? { next } : {}),
  }
}
