import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_RETRY_GAP_MS } from '../../kernel'
import { createRetryGate } from './createRetryGate'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createRetryGate', () => {
  it('BAL-09 after a failure allows the next try only 30 s later', () => {
    const gate = createRetryGate()
    expect(BALANCE_RETRY_GAP_MS).toBe(30_000)
    expect(gate.canTry()).toBe(true)
    gate.failed()
    vi.advanceTimersByTime(29_999)
    expect(gate.canTry()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.canTry()).toBe(true)
  })

  it('BAL-09 a success clears the failure', () => {
    const gate = createRetryGate()
    gate.failed()
    expect(gate.lastFailure).toBe(Date.now())
    gate.succeeded()
    expect(gate.canTry()).toBe(true)
    expect(gate.lastFailure).toBeUndefined()
  })
})
