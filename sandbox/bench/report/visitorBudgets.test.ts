import { describe, expect, it } from 'vitest'
import { subjectFixture } from './testing/fixtures'
import { toStat } from './toStat'
import type { SubjectResult, VisitorResult } from './types'
import { CONFIG_LATENCIES_MS, evaluateVisitorBudgets } from './visitorBudgets'

/** A subject whose every latency gives these medians: settled, at once, reopen. */
function visitor(name: string, settled: number, atOnce: number, reopen: number, afterClick: string[] = []): SubjectResult {
  const entry = (latency: number, click: number, ms: number): VisitorResult => ({
    configLatencyMs: latency,
    clickAfterMs: click,
    outsideMs: toStat([ms, ms, ms]),
    inPageMs: toStat([ms / 2]),
    reopenMs: toStat([reopen]),
    afterClick: click ? afterClick : [],
  })
  return { ...subjectFixture(name, 20_000, 10, 5e6), visitor: CONFIG_LATENCIES_MS.flatMap((l) => [entry(l, 1500, settled), entry(l, 0, atOnce)]) }
}

const byId = (budgets: ReturnType<typeof evaluateVisitorBudgets>, subject: string, id: string) => budgets.find((b) => b.subject === subject && b.id === id)

describe('evaluateVisitorBudgets (issue 32)', () => {
  const floor = visitor('baseline', 40, 76, 40)
  const rainbow = visitor('rainbowkit', 100, 296, 60)

  it('passes a subject within 1.5× / 2× the floor, under RainbowKit, reopening within the floor + 10 ms, fetching nothing after the click', () => {
    const budgets = evaluateVisitorBudgets([floor, rainbow, visitor('airlock-wc-only', 60, 150, 50)])
    const own = budgets.filter((b) => b.subject === 'airlock-wc-only' && b.id.startsWith('visitor-'))
    expect(own).toHaveLength(5 * CONFIG_LATENCIES_MS.length)
    expect(own.map((b) => b.status)).toEqual(own.map(() => 'pass'))
    expect(byId(budgets, 'airlock-wc-only', 'visitor-settled-floor-200')).toMatchObject({ actual: 60, limit: 60 })
  })

  it("misses each target the issue's numbers miss, and names what the click fetched", () => {
    const budgets = evaluateVisitorBudgets([floor, rainbow, visitor('airlock-core-wc-only', 130, 514, 51, ['/assets/ConnectingWalletConnectBasicView-x.js'])])
    for (const id of ['visitor-settled-floor-0', 'visitor-settled-peer-600', 'visitor-at-once-200', 'visitor-reopen-0', 'visitor-after-click-0']) {
      expect(byId(budgets, 'airlock-core-wc-only', id)?.status, id).toBe('miss')
    }
    expect(byId(budgets, 'airlock-core-wc-only', 'visitor-after-click-600')?.note).toContain('ConnectingWalletConnectBasicView')
  })

  it('is unknown, never a pass, without the floor or a leak slope; checks the slope and the first load', () => {
    const leaky: SubjectResult = { ...visitor('airlock-minimal', 50, 70, 45), leak: { cycles: 50, heapAfter50Bytes: 1, heapAfter100Bytes: 1, growthPct: 0, slopeBytesPerCycle: 16_000, warmUpCycles: 100 } }
    const budgets = evaluateVisitorBudgets([rainbow, leaky, visitor('airlock-core', 50, 70, 45)])
    expect(byId(budgets, 'airlock-minimal', 'visitor-settled-floor-0')?.status).toBe('unknown')
    expect(byId(budgets, 'airlock-minimal', 'leak-slope')).toMatchObject({ status: 'miss', actual: 16_000, limit: 500 })
    expect(byId(budgets, 'airlock-core', 'leak-slope')?.status).toBe('unknown')
    expect(byId(budgets, 'airlock-core', 'first-load-30kB')).toMatchObject({ status: 'pass', actual: 20_000 })
    expect(byId(budgets, 'airlock-minimal', 'first-load-30kB')).toBeUndefined()
  })
})
