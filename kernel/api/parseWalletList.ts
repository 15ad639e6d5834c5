// A whole /getWallets answer; only the catalogue client (loaded on first use) reads one, so this
// is its own module and stays out of the host's first chunk with it.
import type { WalletEntry } from '../types'
import { parseWalletEntry } from './parseWalletEntries'

/** The most entries one /getWallets answer may add; a page is at most 100 (search). */
const MAX_ENTRIES_PER_ANSWER = 500

export interface ParsedWalletList {
  data: WalletEntry[]
  count: number
  /** Entries dropped as malformed or repeated ids. */
  dropped: number
}

/**
 * A /getWallets answer validated at the boundary: malformed entries and repeated ids dropped
 * (counted), at most a bounded number kept, and `count` a finite whole number no smaller than
 * what was kept (a garbage count reads as the entries' number).
 */
export function parseWalletList(answer: unknown): ParsedWalletList {
  const raw = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {}
  const list = Array.isArray(raw.data) ? raw.data.slice(0, MAX_ENTRIES_PER_ANSWER) : []
  const seen = new Set<string>()
  const data: WalletEntry[] = []
  for (const item of list) {
    const entry = parseWalletEntry(item)
    if (!entry || seen.has(entry.id)) continue
    seen.add(entry.id)
    data.push(entry)
  }
  const count = typeof raw.count === 'number' && Number.isSafeInteger(raw.count) && raw.count >= 0 ? raw.count : data.length
  const total = Array.isArray(raw.data) ? raw.data.length : 0
  return { data, count: Math.max(count, data.length), dropped: total - data.length }
}
