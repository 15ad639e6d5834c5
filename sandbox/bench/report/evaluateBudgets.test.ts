import { describe, expect, it } from 'vitest'
import { evaluateBudgets } from './evaluateBudgets'
import { subjectFixture, withCycles } from './testing/fixtures'

const appkit = subjectFixture('appkit-wagmi', 500_000, 200, 12_000_000)

describe('evaluateBudgets', () => {
  it('passes each budget at its limit and misses it one unit above', () => {
    // First open 100 ms = reopen 84 + 16 ms; heap after 100 cycles 6.3 MB = after 50 (6 MB) + 5 %.
    const atLimit = withCycles(subjectFixture('airlock-minimal', 30_000, 100, 6_000_000), 84, 6_000_000, 6_300_000)
    const budgets = evaluateBudgets([atLimit, appkit])
    expect(budgets.map((b) => [b.id, b.status, b.limit])).toEqual([
      ['first-load-30kB', 'pass', 30_000],
      ['first-load-vs-appkit', 'pass', 62_500],
      ['first-option-vs-appkit', 'pass', 100],
      ['heap-vs-appkit', 'pass', 6_000_000],
      ['first-open-vs-reopen', 'pass', 100],
      ['heap-leak-100-vs-50', 'pass', 6_300_000],
    ])
    const over = evaluateBudgets([withCycles(subjectFixture('airlock-minimal', 30_001, 101, 6_000_001), 84, 6_000_000, 6_300_001), appkit])
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
    expect(budgets.map((b) => b.status)).toEqual(['pass', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown'])
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
