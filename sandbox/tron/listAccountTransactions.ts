// TronGrid's v1 account listings (not java-tron's: a full node has no per-address index), over
// the stand-in's ledger, in TronGrid's shape:
//   GET /v1/accounts/{address}/transactions?limit=&fingerprint=
//     { data: [transaction with txID, blockNumber, block_timestamp, raw_data, ret], success, meta }
//     TRX transfers the account sent or received, and the contract calls it made.
//   GET /v1/accounts/{address}/transactions/trc20?limit=&fingerprint=
//     { data: [{ transaction_id, token_info, block_timestamp, from, to, type: 'Transfer', value }], success, meta }
//     TRC-20 transfers to or from it.
// Newest first; `meta.fingerprint` (and `meta.links.next`) names the next page while there is one.
// Addresses: hex (41…) in raw_data as TronGrid answers, base58 in the TRC-20 list.
import { utils } from 'tronweb'
import { TRON_TEST_USDT } from './accounts'
import type { TransactionRecord, TronLedger, TronTransaction } from './createTronLedger'
import { toHexAddress, type TronAnswer } from './handleTronRequest'

const LISTING = /^\/v1\/accounts\/([^/]+)\/transactions(\/trc20)?$/
const MAX_LIMIT = 200

export const isAccountListing = (path: string): boolean => LISTING.test(path)

export function listAccountTransactions(path: string, url: URL, query: Record<string, unknown>, ledger: TronLedger): TronAnswer {
  const [, address, trc20] = LISTING.exec(path)!
  const hex = toHexAddress(decodeURIComponent(address!))
  if (!hex) return { status: 400, body: { success: false, error: 'Invalid address provided', statusCode: 400 } }
  const limit = Math.min(Math.max(Number(query.limit ?? 20) || 20, 1), MAX_LIMIT)
  const all = ledger.history(hex).filter((r) => (trc20 ? r.effect.kind === 'trc20' : r.effect.kind === 'trx' || r.effect.owner === hex))
  // The fingerprint is the id of the page's first entry; an unknown one is an empty page.
  const fingerprint = typeof query.fingerprint === 'string' ? query.fingerprint : undefined
  const start = fingerprint ? all.findIndex((r) => r.id === fingerprint) : 0
  const page = start < 0 ? [] : all.slice(start, start + limit)
  const after = start < 0 ? undefined : all[start + limit]
  const next = new URL(url)
  if (after) next.searchParams.set('fingerprint', after.id)
  const meta = { at: Date.now(), page_size: page.length, ...(after ? { fingerprint: after.id, links: { next: next.toString() } } : {}) }
  const data = page.map((record) => (trc20 ? trc20Entry(record) : transactionEntry(record, ledger)))
  return { status: 200, body: { data, success: true, meta } }
}

// The ledger keeps raw_data as decoded from the signed bytes (upper-case hex); TronGrid answers lower case.
function lowerCaseAddresses(raw: TronTransaction['raw_data']): TronTransaction['raw_data'] {
  const copy = structuredClone(raw)
  for (const contract of copy.contract as { parameter: { value: Record<string, unknown> } }[]) {
    for (const key of ['owner_address', 'to_address', 'contract_address']) {
      const value = contract.parameter.value[key]
      if (typeof value === 'string') contract.parameter.value[key] = value.toLowerCase()
    }
  }
  return copy
}

function transactionEntry(record: TransactionRecord, ledger: TronLedger) {
  const tx = ledger.transaction(record.id)!
  return {
    ret: [{ contractRet: 'SUCCESS', fee: 0 }],
    signature: tx.signature,
    txID: tx.txID,
    net_usage: 0,
    raw_data_hex: tx.raw_data_hex,
    net_fee: 0,
    energy_usage: 0,
    blockNumber: record.blockNumber,
    block_timestamp: record.blockTimeStamp,
    energy_fee: 0,
    energy_usage_total: 0,
    raw_data: lowerCaseAddresses(tx.raw_data),
    internal_transactions: [],
  }
}

function trc20Entry(record: TransactionRecord) {
  const effect = record.effect as Extract<TransactionRecord['effect'], { kind: 'trc20' }>
  const { symbol, name, decimals } = TRON_TEST_USDT
  return {
    transaction_id: record.id,
    token_info: { symbol, address: utils.address.fromHex(effect.token), decimals, name },
    block_timestamp: record.blockTimeStamp,
    from: utils.address.fromHex(effect.owner),
    to: utils.address.fromHex(effect.to),
    type: 'Transfer',
    value: effect.amount.toString(),
  }
}
