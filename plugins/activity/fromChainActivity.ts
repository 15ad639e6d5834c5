import type { ChainActivityTransaction } from '../../kernel/plugin'
import type { Transaction, TransactionTransfer } from './contract'

const DIRECTIONS = new Set(['in', 'out', 'self'])
const isText = (value: unknown): value is string => typeof value === 'string'
// Whole units as the rows format them: digits with one optional dot, nothing else.
const isAmount = (value: unknown): value is string => isText(value) && /^\d{1,78}(\.\d{1,78})?$/.test(value)

function toTransfer(value: unknown): TransactionTransfer | undefined {
  const t = value as Partial<ChainActivityTransaction['transfers'][number]> | null
  if (typeof t !== 'object' || t === null || !DIRECTIONS.has(t.direction as string) || !isAmount(t.amount) || !isText(t.symbol)) return undefined
  const icon = isText(t.iconUrl) && /^(https?:|data:image\/)/.test(t.iconUrl) ? { url: t.iconUrl } : undefined
  return {
    direction: t.direction!,
    quantity: { numeric: t.amount },
    fungible_info: { symbol: t.symbol.slice(0, 16), name: isText(t.name) ? t.name.slice(0, 64) : t.symbol.slice(0, 16), ...(icon ? { icon } : {}) },
  }
}

/**
 * A chain plugin's history entry as one of this plugin's rows, on `caipNetworkId`; undefined
 * when the entry is not one (a hostile or broken node's answer loses that row, not the list).
 */
export function fromChainActivity(value: unknown, caipNetworkId: string): Transaction | undefined {
  const e = value as Partial<ChainActivityTransaction> | null
  if (typeof e !== 'object' || e === null || !isText(e.id) || !e.id || !isText(e.hash) || !isText(e.from) || !isText(e.to)) return undefined
  if (typeof e.time !== 'number' || !Number.isFinite(e.time) || (e.status !== 'confirmed' && e.status !== 'failed') || !Array.isArray(e.transfers)) return undefined
  const transfers = e.transfers.map(toTransfer)
  if (transfers.some((t) => t === undefined)) return undefined
  const minedAt = new Date(e.time)
  if (Number.isNaN(minedAt.getTime())) return undefined
  const direction = new Set(transfers.map((t) => t!.direction))
  const operationType = isText(e.operationType) && /^[a-z]{1,20}$/.test(e.operationType) ? e.operationType : direction.has('out') ? 'send' : 'receive'
  return {
    id: e.id,
    metadata: { operationType, hash: e.hash || e.id, minedAt: minedAt.toISOString(), sentFrom: e.from, sentTo: e.to, status: e.status, chain: caipNetworkId },
    transfers: transfers as TransactionTransfer[],
  }
}
