// Heap snapshot totals by kind (issue 32): what the page's own code can keep alive (objects,
// closures, arrays, strings, scopes) apart from the engine's code and internals. JSHeapUsedSize
// counts both; the JIT's code grows while a page warms up, so a slope of that alone cannot tell a
// leak from tiering. The JS part growing over hundreds of cycles is what a leak looks like.
import type { Page } from 'playwright-core'

export interface HeapByKind {
  /** Objects, closures, arrays, strings, numbers, regexps, scopes: reachable page data. */
  js: number
  /** Compiled code, bytecode and their metadata (the snapshot's `code` nodes). */
  code: number
  /** Everything else: hidden/native engine objects, the DOM's C++ side, shapes. */
  other: number
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

const JS_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'number', 'regexp', 'symbol', 'bigint'])

/** Sums a V8 heap snapshot (the `.heapsnapshot` JSON) by kind; bytes are self sizes. */
export function heapByKind(raw: RawSnapshot): HeapByKind {
  const fields = raw.snapshot.meta.node_fields
  const types = raw.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const out: HeapByKind = { js: 0, code: 0, other: 0 }
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = types[raw.nodes[i + typeAt]!]!
    const size = raw.nodes[i + sizeAt]!
    if (JS_TYPES.has(type)) out.js += size
    else if (type === 'code') out.code += size
    else out.other += size
  }
  return out
}

export interface HeapKindReading extends HeapByKind {
  cycles: number
}

/** A snapshot summed by kind, tagged with the open/close cycles done before it. */
export async function heapByKindAt(page: Page, cycles: number): Promise<HeapKindReading> {
  return { cycles, ...(await snapshotByKind(page)) }
}

/**
 * Growth per cycle of each kind between the first and the last reading (bytes; NaN without two
 * readings). The `js` figure is the leak signal: it is what the page's code keeps alive.
 */
export function kindGrowthPerCycle(readings: readonly HeapKindReading[]): HeapByKind {
  const [first, last] = [readings[0], readings.at(-1)]
  if (!first || !last || last.cycles <= first.cycles) return { js: NaN, code: NaN, other: NaN }
  const per = (k: keyof HeapByKind) => (last[k] - first[k]) / (last.cycles - first.cycles)
  return { js: per('js'), code: per('code'), other: per('other') }
}

/** Takes a heap snapshot of the page (after the GC the snapshot itself forces) and sums it. */
export async function snapshotByKind(page: Page): Promise<HeapByKind> {
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk))
  try {
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    await cdp.detach()
  }
  return heapByKind(JSON.parse(chunks.join('')) as RawSnapshot)
}
