// The arming rule alone, with the browser's visibility reports played by hand (IntersectionObserver
// v2 does not run in Node; the browser tests in sandbox/e2e/authAttacks.test.ts drive the real one).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ARM_DELAY_MS, armWhenSeen, type VisibilitySource } from './visibilityGate'

describe('armWhenSeen', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function start() {
    let report!: (visible: boolean) => void
    const source: VisibilitySource = (_target, onChange) => {
      report = onChange
      return () => (report = () => undefined)
    }
    const states: boolean[] = []
    const stop = armWhenSeen({} as Element, (armed) => states.push(armed), source)
    return { report: (visible: boolean) => report(visible), armed: () => states.at(-1) ?? false, stop }
  }

  it('BYD-27 arms only after the approval has been seen for 500 ms without a break', () => {
    const gate = start()
    gate.report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS - 1)
    expect(gate.armed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.armed()).toBe(true)
  })

  it('BYD-27 disarms at once when hidden or covered, and the wait starts again', () => {
    const gate = start()
    gate.report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    gate.report(false)
    expect(gate.armed()).toBe(false)
    gate.report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS - 100)
    gate.report(false)
    gate.report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS - 1)
    expect(gate.armed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.armed()).toBe(true)
  })

  it('stops arming once stopped', () => {
    const gate = start()
    gate.report(true)
    gate.stop()
    vi.advanceTimersByTime(ARM_DELAY_MS * 2)
    expect(gate.armed()).toBe(false)
  })
})
