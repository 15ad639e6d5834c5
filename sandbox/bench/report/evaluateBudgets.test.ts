import { describe, expect, it } from 'vitest'
import { evaluateBudgets } from './evaluateBudgets'
import { toStat } from './toStat'
import { ALL_WALLETS_VALUES, SCENARIOS, type BudgetResult, type ScenarioResult, type SubjectResult } from './types'
import { subjectFixture, withCycles } from './testing/fixtures'

const appkit = subjectFixture('appkit-wagmi', 500_000, 200, 12_000_000)

describe('evaluateBudgets', () => {
  it('passes each budget at its limit and misses it one unit above', () => {
    // First open 100 ms = reopen 84 + 16 ms; heap after 100 cycles 6.3 MB = after 50 (6 MB) + 5 %.
    const atLimit = withCycles(subjectFixture('airlock-minimal', 30_000, 100, 6_000_000), 84, 6_000_000, 6_300_000)
    const budgets = evaluateBudgets([atLimit, appkit]).slice(0, 6)
    expect(budgets.map((b) => [b.id, b.status, b.limit])).toEqual([
      ['first-load-30kB', 'pass', 30_000],
      ['first-load-vs-appkit', 'pass', 62_500],
      ['first-option-vs-appkit', 'pass', 100],
      ['heap-vs-appkit', 'pass', 6_000_000],
      ['first-open-vs-reopen', 'pass', 100],
      ['heap-leak-100-vs-50', 'pass', 6_300_000],
    ])
    const over = evaluateBudgets([withCycles(subjectFixture('airlock-minimal', 30_001, 101, 6_000_001), 84, 6_000_000, 6_300_001), appkit]).slice(0, 6)
    expect(over.map((b) => b.status)).toEqual(['miss', 'pass', 'miss', 'miss', 'miss', 'miss'])
    expect(over[0]).toMatchObject({ actual: 30_001, unit: 'bytes', subject: 'airlock-minimal' })
    expect(over[4]).toMatchObject({ actual: 101, unit: 'ms' })
    expect(over[5]).toMatchObject({ actual: 6_300_001, unit: 'bytes' })
  })

  it('passes a first open faster than the reopen, and a heap that shrinks over the cycles', () => {
    const fast = withCycles(subjectFixture('airlock-full', 1, 20, 1), 60, 7_000_000, 6_900_000)
    const [, , , , firstOpen, leak] = evaluateBudgets([fast, appkit])
    expect(firstOpen).toMatchObject({ status: 'pass', actual: 20, limit: 76 })
    expect(leak).toMatchObject({ status: 'pass', actual: 6_900_000 })
  })

  it('compares the first load with 1/8 of AppKit React+wagmi over the baseline', () => {
    const [, vsAppKit] = evaluateBudgets([subjectFixture('airlock-full', 70_000, 50, 1), appkit])
    expect(vsAppKit).toMatchObject({ id: 'first-load-vs-appkit', subject: 'airlock-full', status: 'miss', actual: 70_000, limit: 62_500 })
  })

  it('is unknown, never a pass, when AppKit or the Airlock subject has no number', () => {
    const failed = { ...appkit, status: 'failed' as const, error: 'build failed: boom', bundle: undefined, browser: undefined }
    const budgets = evaluateBudgets([subjectFixture('airlock-minimal', 10_000, 10, 1), failed])
    expect(budgets.map((b) => b.status)).toEqual(['pass', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown'])
    expect(budgets[6]!.note).toBe('baseline was not measured')
    expect(budgets[7]!.note).toBe('no peer was measured')
    expect(budgets[1]!.note).toBe('appkit-wagmi failed: build failed: boom')

    const noBrowser = { ...subjectFixture('airlock-minimal', 10_000, 10, 1), browser: undefined }
    expect(evaluateBudgets([noBrowser, appkit])[2]).toMatchObject({ status: 'unknown', note: 'airlock-minimal has no browser measures' })
    expect(evaluateBudgets([subjectFixture('airlock-minimal', 1, 1, 1)])[1]!.note).toBe('appkit-wagmi was not measured')
  })

  it('is unknown without a reopen, without the leak scenario, or when the scenario failed', () => {
    const [, , , , firstOpen, leak] = evaluateBudgets([subjectFixture('airlock-minimal', 1, 1, 1), appkit])
    expect(firstOpen).toMatchObject({ status: 'unknown', note: 'airlock-minimal has no reopen measure' })
    expect(leak).toMatchObject({ status: 'unknown', note: 'airlock-minimal has no leak scenario (run without --no-scenarios)' })

    const failedLeak = withCycles(subjectFixture('airlock-minimal', 1, 1, 1), 1, NaN, NaN)
    failedLeak.leak!.error = 'Timeout 20000ms exceeded.'
    expect(evaluateBudgets([failedLeak, appkit])[5]).toMatchObject({ status: 'unknown', note: 'Timeout 20000ms exceeded.' })
  })

  it('evaluates only the Airlock subjects that were measured', () => {
    expect(evaluateBudgets([appkit])).toEqual([])
  })
})

describe("issue 13's first-open and scenario targets", () => {
  const ok = (median: number, values?: Record<string, number>): ScenarioResult => ({ status: 'ok', ms: toStat([median]), values })
  const byId = (budgets: BudgetResult[], subject: string) => new Map(budgets.filter((b) => b.subject === subject).map((b) => [b.id, b]))

  it('compares the first option with 3× the baseline and 1/3 of the fastest peer, at the limit and one ms above', () => {
    const peers = [subjectFixture('baseline', 1, 8, 1), appkit, subjectFixture('appkit-core', 1, 90, 1), subjectFixture('rainbowkit', 1, 45, 1)]
    const atLimit = byId(evaluateBudgets([subjectFixture('airlock-minimal', 1, 15, 1), ...peers]), 'airlock-minimal')
    expect(atLimit.get('first-option-vs-baseline')).toMatchObject({ status: 'pass', limit: 24 })
    expect(atLimit.get('first-option-vs-fastest-peer')).toMatchObject({ status: 'pass', limit: 15, description: "click → first connect option ≤ 1/3 of the fastest peer's (rainbowkit)" })
    const over = byId(evaluateBudgets([subjectFixture('airlock-minimal', 1, 25, 1), ...peers]), 'airlock-minimal')
    expect(over.get('first-option-vs-baseline')).toMatchObject({ status: 'miss', actual: 25 })
    expect(over.get('first-option-vs-fastest-peer')).toMatchObject({ status: 'miss', actual: 25 })
  })

  it('checks connect against AppKit, AllWallets open, search after the settle and DOM rows, for the scenarios a subject ran', () => {
    const full: SubjectResult = {
      ...subjectFixture('airlock-full', 1, 10, 1),
      scenarios: {
        [SCENARIOS.eip6963Connect]: ok(95),
        [SCENARIOS.allWallets]: ok(350, { [ALL_WALLETS_VALUES.openMs]: 50, [ALL_WALLETS_VALUES.maxRows]: 64 }),
      },
    }
    const withConnect = { ...appkit, scenarios: { [SCENARIOS.eip6963Connect]: ok(190) } }
    const budgets = byId(evaluateBudgets([full, withConnect]), 'airlock-full')
    expect([...budgets.entries()].filter(([id]) => !/^(first|heap|full-vs)/.test(id)).map(([id, b]) => [id, b.status, b.limit])).toEqual([
      ['connect-vs-appkit', 'pass', 95],
      ['all-wallets-open', 'pass', 50],
      ['search-after-settle', 'pass', 350],
      ['all-wallets-dom-rows', 'pass', 64],
    ])
    const slow: SubjectResult = {
      ...full,
      scenarios: { [SCENARIOS.eip6963Connect]: ok(96), [SCENARIOS.allWallets]: ok(351, { [ALL_WALLETS_VALUES.openMs]: 51, [ALL_WALLETS_VALUES.maxRows]: 640 }) },
    }
    const missed = byId(evaluateBudgets([slow, withConnect]), 'airlock-full')
    expect(['connect-vs-appkit', 'all-wallets-open', 'search-after-settle', 'all-wallets-dom-rows'].map((id) => missed.get(id)?.status)).toEqual(['miss', 'miss', 'miss', 'miss'])
  })

  it('has no scenario budget for a scenario the subject did not run, and is unknown for one that failed', () => {
    const minimal = byId(evaluateBudgets([subjectFixture('airlock-minimal', 1, 10, 1), appkit]), 'airlock-minimal')
    expect([...minimal.keys()].some((id) => id.startsWith('all-wallets') || id === 'connect-vs-appkit')).toBe(false)
    const failed: SubjectResult = { ...subjectFixture('airlock-full', 1, 10, 1), scenarios: { [SCENARIOS.allWallets]: { status: 'failed', note: 'Timeout 20000ms exceeded.' } } }
    expect(byId(evaluateBudgets([failed, appkit]), 'airlock-full').get('all-wallets-open')).toMatchObject({ status: 'unknown', note: 'airlock-full: Timeout 20000ms exceeded.' })
  })
})

describe('full kit over the minimal one', () => {
  it('passes the full first load at the minimal one + 5 kB and misses it one byte above; unknown without the minimal kit', () => {
    const minimal = subjectFixture('airlock-minimal', 37_000, 10, 1)
    const budget = (fullOver: number, subjects: SubjectResult[] = [minimal]) =>
      evaluateBudgets([...subjects, subjectFixture('airlock-full', fullOver, 10, 1)]).find((b) => b.id === 'full-vs-minimal-first-load')
    expect(budget(42_000)).toMatchObject({ status: 'pass', subject: 'airlock-full', limit: 102_000, actual: 102_000 })
    expect(budget(42_001)).toMatchObject({ status: 'miss' })
    expect(budget(42_000, [])).toMatchObject({ status: 'unknown', note: 'airlock-minimal was not measured' })
  })
})
