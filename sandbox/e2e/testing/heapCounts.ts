// Heap snapshots through CDP (HeapProfiler) after a forced GC, counted: what a page retains
// after open/close cycles (issue 32). Chromium only. A driver's element handles (waitForSelector,
// $) are retained by the DevTools console, so pages under count are driven with boolean waits.
import type { Page } from 'playwright-core'

export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

export async function takeHeapSnapshot(page: Page): Promise<HeapSnapshot> {
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk))
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  await cdp.detach()
  return JSON.parse(chunks.join('')) as HeapSnapshot
}

/** Each node's type and name ("native" DOM nodes are named by their opening tag). */
function* heapNodes({ snapshot, nodes, strings }: HeapSnapshot): Generator<{ type: string; name: string }> {
  const fields = snapshot.meta.node_fields
  const types = snapshot.meta.node_types[0]
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  for (let i = 0; i < nodes.length; i += fields.length) yield { type: types[nodes[i + typeAt]!]!, name: strings[nodes[i + nameAt]!]! }
}

/** Retained DOM elements whose opening tag contains `fragment` (e.g. a data-testid). */
export function countElements(heap: HeapSnapshot, fragment: string): number {
  let n = 0
  for (const { type, name } of heapNodes(heap)) if (type === 'native' && name.startsWith('<') && name.includes(fragment)) n++
  return n
}

/** Retained objects and closures per constructor name. */
export function countByConstructor(heap: HeapSnapshot): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { type, name } of heapNodes(heap)) {
    if (type !== 'object' && type !== 'closure') continue
    // Context names carry a per-snapshot id ("scope @123"): dropped, so snapshots compare.
    const key = `${type === 'closure' ? 'closure ' : ''}${name.replace(/ @\d+$/, '')}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}
