// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './afterPaint'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterPaint', () => {
  it('runs the task in a task after the next animation frame, once', async () => {
    const order: string[] = []
    afterPaint(() => order.push('task'))
    requestAnimationFrame(() => order.push('frame'))
    expect(order).toEqual([])
    await vi.waitFor(() => expect(order).toEqual(['frame', 'task']))
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(order).toEqual(['frame', 'task'])
  })

  it('runs after 200 ms where no frame comes (a background tab draws none)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const task = vi.fn()
    afterPaint(task)
    vi.advanceTimersByTime(199)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does not run once cancelled', async () => {
    const task = vi.fn()
    afterPaint(task)()
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(task).not.toHaveBeenCalled()
  })
})
