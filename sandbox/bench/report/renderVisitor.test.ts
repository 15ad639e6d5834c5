import { describe, expect, it } from 'vitest'
import { renderVisitor } from './renderVisitor'
import { subjectFixture } from './testing/fixtures'
import { toStat } from './toStat'
import type { SubjectResult } from './types'

describe('renderVisitor (issue 32)', () => {
  it('shows the outside medians per latency, what a settled click fetched, and the heap slope', () => {
    const s: SubjectResult = {
      ...subjectFixture('airlock-wc-only', 20_000, 10, 5e6),
      visitor: [
        { configLatencyMs: 200, clickAfterMs: 0, outsideMs: toStat([70, 74, 72]), inPageMs: toStat([30]), afterClick: [] },
        { configLatencyMs: 200, clickAfterMs: 1500, outsideMs: toStat([50]), inPageMs: toStat([12]), reopenMs: toStat([44]), afterClick: ['/assets/CopyButton-a.js'] },
      ],
      leak: { cycles: 50, heapAfter50Bytes: 1, heapAfter100Bytes: 1, growthPct: 0, warmUpCycles: 100, slopeBytesPerCycle: 312.4, readings: [{ cycles: 600, bytes: 1 }], growthByKindPerCycle: { js: 2.4, code: 81.2, other: 5 } },
    }
    const md = renderVisitor([s]).join('\n')
    expect(md).toContain('| airlock-wc-only | 72 ms (70 ms–74 ms) | 50 ms | 44 ms | 12 ms |')
    expect(md).toContain('airlock-wc-only (config +200 ms): /assets/CopyButton-a.js')
    expect(md).toContain('after 100 warm-up cycles (least squares over the readings up to 600): airlock-wc-only 312 B.')
    expect(md).toContain("(JS objects, closures, arrays and strings the page keeps / the engine's compiled code): airlock-wc-only 2 B / 81 B per cycle.")
  })

  it('is empty without visitor or slope measures (older results)', () => {
    expect(renderVisitor([subjectFixture('airlock-minimal', 1, 1, 1)])).toEqual([])
  })
})
