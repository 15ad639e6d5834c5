import { ChainError, ErrorMessages, fromBaseUnits, type ChainActivityPage, type ChainActivityTransaction, type GetActivityArgs } from '../../kernel/plugin'
import { tronNodeUrl } from './getTronWeb'
import { isTronAddress, isTronHexAddress } from './isTronAddress'
import { TronWeb } from './tronWebLib'
import type { TronToken } from './tronTokens'

/** Rows per page of each listing (TRX and TRC-20). */
export const TRON_ACTIVITY_PAGE_SIZE = 20

// The cursor carries both listings' TronGrid fingerprints: '' from the start, '-' when read to the end.
const DONE = '-'
const SEPARATOR = '~'

type Listing = { data: unknown[]; fingerprint?: string }

async function readListing(url: string, fetchFn: typeof fetch): Promise<Listing> {
  const response = await fetchFn(url)
  if (!response.ok) throw new ChainError(ErrorMessages.httpStatus(response.status))
  const body = (await response.json().catch(() => undefined)) as { success?: unknown; data?: unknown; meta?: { fingerprint?: unknown }; error?: unknown } | undefined
  if (body?.success !== true || !Array.isArray(body.data)) throw new ChainError(`The TRON node answered no history: ${typeof body?.error === 'string' ? body.error : 'unreadable body'}`)
  const fingerprint = body.meta?.fingerprint
  return { data: body.data, fingerprint: typeof fingerprint === 'string' && fingerprint !== '' && fingerprint !== DONE && !fingerprint.includes(SEPARATOR) ? fingerprint : undefined }
}

const isTxId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-fA-F]{64}$/.test(value)
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0
const units = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d{1,78}$/.test(value) ? BigInt(value) : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
const base58 = (value: unknown): string | undefined =>
  typeof value !== 'string' ? undefined : isTronAddress(value) ? value : isTronHexAddress(value) ? TronWeb.address.fromHex(value.toLowerCase()) : undefined

/** A TronGrid `/transactions` entry as activity: a TRX transfer to or from `me`; anything else is left out. */
export function toTrxActivity(value: unknown, me: string, coin: { symbol: string; decimals: number; iconUrl?: string }): ChainActivityTransaction | undefined {
  const tx = value as { txID?: unknown; block_timestamp?: unknown; raw_data?: { contract?: unknown }; ret?: unknown } | null
  if (typeof tx !== 'object' || tx === null || !isTxId(tx.txID) || !isTime(tx.block_timestamp) || !Array.isArray(tx.raw_data?.contract)) return undefined
  const contract = tx.raw_data.contract[0] as { type?: unknown; parameter?: { value?: { amount?: unknown; owner_address?: unknown; to_address?: unknown } } } | undefined
  // TRC-20 calls come from the /trc20 listing, which names token, receiver and amount.
  if (contract?.type !== 'TransferContract') return undefined
  const from = base58(contract.parameter?.value?.owner_address)
  const to = base58(contract.parameter?.value?.to_address)
  const sun = units(contract.parameter?.value?.amount)
  if (!from || !to || sun === undefined) return undefined
  const direction = from === me ? 'out' : to === me ? 'in' : undefined
  if (!direction) return undefined
  const result = (Array.isArray(tx.ret) ? (tx.ret[0] as { contractRet?: unknown } | undefined)?.contractRet : undefined) ?? 'SUCCESS'
  const id = tx.txID.toLowerCase()
  return {
    id,
    hash: id,
    time: tx.block_timestamp,
    status: result === 'SUCCESS' ? 'confirmed' : 'failed',
    from,
    to,
    operationType: direction === 'out' ? 'send' : 'receive',
    transfers: [{ direction, amount: fromBaseUnits(sun, coin.decimals), symbol: coin.symbol, name: coin.symbol, ...(coin.iconUrl ? { iconUrl: coin.iconUrl } : {}) }],
  }
}

/**
 * A TronGrid `/transactions/trc20` entry as activity, for a token the adapter lists only: symbol
 * and decimals are the adapter's, never the node's `token_info` (a look-alike "USDT" airdrop
 * stays out of the list, as it stays out of the Tokens tab).
 */
export function toTrc20Activity(value: unknown, me: string, tokens: readonly TronToken[]): ChainActivityTransaction | undefined {
  const t = value as { transaction_id?: unknown; block_timestamp?: unknown; token_info?: { address?: unknown }; from?: unknown; to?: unknown; value?: unknown; type?: unknown } | null
  if (typeof t !== 'object' || t === null || !isTxId(t.transaction_id) || !isTime(t.block_timestamp) || t.type !== 'Transfer') return undefined
  const token = tokens.find((known) => known.address === base58(t.token_info?.address))
  const from = base58(t.from)
  const to = base58(t.to)
  const amount = units(t.value)
  if (!token || !from || !to || amount === undefined) return undefined
  const direction = from === me && to === me ? 'self' : from === me ? 'out' : to === me ? 'in' : undefined
  if (!direction) return undefined
  const id = t.transaction_id.toLowerCase()
  return {
    id,
    hash: id,
    time: t.block_timestamp,
    status: 'confirmed',
    from,
    to,
    operationType: direction === 'in' ? 'receive' : 'send',
    transfers: [{ direction, amount: fromBaseUnits(amount, token.decimals), symbol: token.symbol, name: token.name, ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}) }],
  }
}

/**
 * The account's TRX and TRC-20 history from TronGrid's v1 listings on the network's node
 * (`/v1/accounts/{address}/transactions` and `…/transactions/trc20`; the sandbox's stand-in
 * serves both). Each page reads one page of each listing and merges them newest first (the
 * activity list keeps its rows in time order across pages). Rejects when a listing's answer is
 * not one; entries that do not read are left out.
 */
export async function getTronActivity(
  args: GetActivityArgs & { tokens: readonly TronToken[]; coinIcon?: string; fetchFn?: typeof fetch; pageSize?: number },
): Promise<ChainActivityPage> {
  const { address, network, cursor, tokens, coinIcon, fetchFn = fetch, pageSize = TRON_ACTIVITY_PAGE_SIZE } = args
  if (!isTronAddress(address)) throw new ChainError(`Invalid TRON address: ${address}`)
  const [trxFrom = '', trc20From = ''] = cursor ? cursor.split(SEPARATOR) : []
  if (cursor && !cursor.includes(SEPARATOR)) throw new ChainError(`Not a TRON history cursor: ${cursor}`)
  const base = `${tronNodeUrl(network)}/v1/accounts/${address}/transactions`
  const url = (path: string, fingerprint: string) => `${base}${path}?${new URLSearchParams({ limit: String(pageSize), ...(fingerprint ? { fingerprint } : {}) })}`
  const none: Listing = { data: [] }
  const [trx, trc20] = await Promise.all([
    trxFrom === DONE ? none : readListing(url('', trxFrom), fetchFn),
    trc20From === DONE ? none : readListing(url('/trc20', trc20From), fetchFn),
  ])
  const coin = { ...network.nativeCurrency, iconUrl: coinIcon }
  const transactions = [
    ...trx.data.flatMap((entry) => toTrxActivity(entry, address, coin) ?? []),
    ...trc20.data.flatMap((entry) => toTrc20Activity(entry, address, tokens) ?? []),
  ].sort((a, b) => b.time - a.time)
  const next = trx.fingerprint || trc20.fingerprint ? `${trx.fingerprint ?? DONE}${SEPARATOR}${trc20.fingerprint ?? DONE}` : undefined
  return { transactions, ...(next ? { next } : {}) }
}
