import { BASELINE, compare, firstLoadBudget, missingReason, plus, scaled } from './evaluateBudgets'
import type { BudgetResult, SubjectResult, VisitorResult } from './types'

/** Issue 32's subjects: every Airlock configuration the bench builds. */
export const VISITOR_SUBJECTS = ['airlock-minimal', 'airlock-full', 'airlock-core', 'airlock-wc-only', 'airlock-core-wc-only'] as const
export const VISITOR_PEER = 'rainbowkit'
/** The moments the driver clicks: as soon as the button shows, and on a settled page. */
export const CLICK_AT_ONCE_MS = 0
export const CLICK_SETTLED_MS = 1500
/** The remote config's latencies the sandbox answers with. */
export const CONFIG_LATENCIES_MS = [0, 200, 600] as const

/** Issue 32's targets, against the bare React list (the floor) and RainbowKit in the same run. */
export const VISITOR_BUDGETS = {
  settledShareOfFloor: 1.5,
  atOnceShareOfFloor: 2,
  reopenOverFloorMs: 10,
  leakMaxBytesPerCycle: 500,
} as const

const find = (s: SubjectResult | undefined, latency: number, click: number): VisitorResult | undefined =>
  s?.visitor?.find((v) => v.configLatencyMs === latency && v.clickAfterMs === click)

const median = (v: VisitorResult | undefined, key: 'outsideMs' | 'reopenMs') => v?.[key]?.median

function missing(s: SubjectResult | undefined, name: string, v: VisitorResult | undefined, what: string): string | undefined {
  const reason = missingReason(s, 'browser', name)
  if (reason && !s?.visitor) return reason
  if (!v) return `${name} has no visitor measure (${what})`
  return v.error ? `${name}: ${v.error}` : undefined
}

/** Every target of issue 32 for every Airlock subject and remote-config latency. */
export function evaluateVisitorBudgets(subjects: readonly SubjectResult[]): BudgetResult[] {
  const byName = new Map(subjects.map((s) => [s.name, s]))
  const floor = byName.get(BASELINE)
  const peer = byName.get(VISITOR_PEER)
  const out: BudgetResult[] = []
  for (const name of VISITOR_SUBJECTS) {
    const s = byName.get(name)
    if (!s) continue
    for (const latency of CONFIG_LATENCIES_MS) {
      const at = `config +${latency} ms`
      const settled = find(s, latency, CLICK_SETTLED_MS)
      const atOnce = find(s, latency, CLICK_AT_ONCE_MS)
      const floorSettled = find(floor, latency, CLICK_SETTLED_MS)
      const floorAtOnce = find(floor, latency, CLICK_AT_ONCE_MS)
      const peerSettled = find(peer, latency, CLICK_SETTLED_MS)
      const settledMissing = missing(s, name, settled, 'settled click') ?? missing(floor, BASELINE, floorSettled, 'settled click')
      out.push(
        compare({
          id: `visitor-settled-floor-${latency}`,
          subject: name,
          description: `${at}: settled click → option, from outside ≤ 1.5× the bare React list`,
          unit: 'ms',
          actual: median(settled, 'outsideMs'),
          limit: scaled(median(floorSettled, 'outsideMs'), VISITOR_BUDGETS.settledShareOfFloor),
          missing: settledMissing,
        }),
        compare({
          id: `visitor-settled-peer-${latency}`,
          subject: name,
          description: `${at}: settled click → option, from outside, faster than RainbowKit`,
          unit: 'ms',
          actual: median(settled, 'outsideMs'),
          // "Faster than": under RainbowKit's median by at least the report's 1 ms resolution.
          limit: plus(median(peerSettled, 'outsideMs'), -1),
          missing: missing(s, name, settled, 'settled click') ?? missing(peer, VISITOR_PEER, peerSettled, 'settled click'),
        }),
        compare({
          id: `visitor-at-once-${latency}`,
          subject: name,
          description: `${at}: click as the button shows → option, from outside ≤ 2× the bare React list`,
          unit: 'ms',
          actual: median(atOnce, 'outsideMs'),
          limit: scaled(median(floorAtOnce, 'outsideMs'), VISITOR_BUDGETS.atOnceShareOfFloor),
          missing: missing(s, name, atOnce, 'click at once') ?? missing(floor, BASELINE, floorAtOnce, 'click at once'),
        }),
        compare({
          id: `visitor-reopen-${latency}`,
          subject: name,
          description: `${at}: reopen → option, from outside ≤ the bare React list's settled open + 10 ms`,
          unit: 'ms',
          actual: median(settled, 'reopenMs'),
          limit: plus(median(floorSettled, 'outsideMs'), VISITOR_BUDGETS.reopenOverFloorMs),
          missing: settledMissing,
        }),
        {
          ...compare({
            id: `visitor-after-click-${latency}`,
            subject: name,
            description: `${at}: settled click fetches no code or view data before the option shows`,
            unit: 'count',
            actual: settled?.afterClick.length,
            limit: 0,
            missing: missing(s, name, settled, 'settled click'),
          }),
          ...(settled?.afterClick.length ? { note: settled.afterClick.slice(0, 6).join(', ') } : {}),
        },
      )
    }
    out.push(
      compare({
        id: 'leak-slope',
        subject: name,
        description: `heap growth per open/close cycle after ${s.leak?.warmUpCycles ?? 100} warm-up cycles ≤ 0.5 kB`,
        unit: 'bytes',
        actual: s.leak?.slopeBytesPerCycle,
        limit: VISITOR_BUDGETS.leakMaxBytesPerCycle,
        missing: s.leak ? s.leak.error : `${name} has no leak measure`,
      }),
    )
    // airlock-minimal and airlock-full have theirs in evaluateBudgets.
    if (name !== 'airlock-minimal' && name !== 'airlock-full') out.push(firstLoadBudget(s))
  }
  return out
}
