import type { BudgetResult, SubjectResult } from './types'

/** The subjects the budgets compare; names match sandbox/bench/subjects/<name>. */
export const AIRLOCK_SUBJECTS = ['airlock-minimal', 'airlock-full'] as const
export const APPKIT_REFERENCE = 'appkit-wagmi'

/** Issue 8's budgets. 1 kB = 1000 bytes. */
export const BUDGETS = {
  firstLoadOverBaselineMaxBytes: 30_000,
  firstLoadShareOfAppKit: 1 / 8,
  firstOptionShareOfAppKit: 1 / 2,
  heapShareOfAppKit: 1 / 2,
} as const

/**
 * Pass/miss for every budget and every Airlock subject. A budget whose inputs are missing (a
 * subject failed to build or run) is `unknown` with the reason, never a pass.
 */
export function evaluateBudgets(subjects: readonly SubjectResult[]): BudgetResult[] {
  const byName = new Map(subjects.map((s) => [s.name, s]))
  const appkit = byName.get(APPKIT_REFERENCE)
  const out: BudgetResult[] = []
  for (const name of AIRLOCK_SUBJECTS) {
    const airlock = byName.get(name)
    if (!airlock) continue
    const firstLoad = airlock.bundle?.firstLoadOverBaselineGzip
    const appkitFirstLoad = appkit?.bundle?.firstLoadOverBaselineGzip
    out.push(
      compare({
        id: 'first-load-30kB',
        subject: name,
        description: 'first-load JS over baseline ≤ 30 kB gzip',
        unit: 'bytes',
        actual: firstLoad,
        limit: BUDGETS.firstLoadOverBaselineMaxBytes,
        missing: missingReason(airlock, 'bundle'),
      }),
      compare({
        id: 'first-load-vs-appkit',
        subject: name,
        description: 'first-load JS over baseline ≤ 1/8 of AppKit React+wagmi',
        unit: 'bytes',
        actual: firstLoad,
        limit: appkitFirstLoad === undefined ? undefined : appkitFirstLoad * BUDGETS.firstLoadShareOfAppKit,
        missing: missingReason(airlock, 'bundle') ?? missingReason(appkit, 'bundle', APPKIT_REFERENCE),
      }),
      compare({
        id: 'first-option-vs-appkit',
        subject: name,
        description: 'click → first connect option ≤ 1/2 of AppKit median',
        unit: 'ms',
        actual: airlock.browser?.firstOptionMs.median,
        limit: halfOf(appkit?.browser?.firstOptionMs.median, BUDGETS.firstOptionShareOfAppKit),
        missing: missingReason(airlock, 'browser') ?? missingReason(appkit, 'browser', APPKIT_REFERENCE),
      }),
      compare({
        id: 'heap-vs-appkit',
        subject: name,
        description: 'JS heap after open ≤ 1/2 of AppKit',
        unit: 'bytes',
        actual: airlock.browser?.heapAfterOpenBytes.median,
        limit: halfOf(appkit?.browser?.heapAfterOpenBytes.median, BUDGETS.heapShareOfAppKit),
        missing: missingReason(airlock, 'browser') ?? missingReason(appkit, 'browser', APPKIT_REFERENCE),
      }),
    )
  }
  return out
}

function halfOf(value: number | undefined, share: number): number | undefined {
  return value === undefined || !Number.isFinite(value) ? undefined : value * share
}

function missingReason(subject: SubjectResult | undefined, part: 'bundle' | 'browser', name = subject?.name): string | undefined {
  if (!subject) return `${name ?? 'subject'} was not measured`
  if (subject.status === 'failed') return `${subject.name} failed: ${subject.error ?? 'unknown error'}`
  if (!subject[part]) return `${subject.name} has no ${part} measures`
  return undefined
}

interface Comparison extends Omit<BudgetResult, 'status' | 'note'> {
  missing: string | undefined
}

function compare({ missing, ...budget }: Comparison): BudgetResult {
  const { actual, limit } = budget
  if (missing || actual === undefined || limit === undefined || !Number.isFinite(actual) || !Number.isFinite(limit)) {
    return { ...budget, status: 'unknown', note: missing ?? 'no number to compare' }
  }
  return { ...budget, status: actual <= limit ? 'pass' : 'miss' }
}
