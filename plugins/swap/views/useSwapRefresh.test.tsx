// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SWAP_REFRESH_MS, useSwapRefresh } from './useSwapRefresh'

let visibility: DocumentVisibilityState = 'visible'
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})
afterEach(() => vi.useRealTimers())

describe('the Swap view refresh', () => {
  it('refreshes every 10 s while shown, pauses while the page is hidden, and stops when the view closes', () => {
    const refresh = vi.fn()
    const { unmount } = renderHook(() => useSwapRefresh(refresh, true))
    expect(SWAP_REFRESH_MS).toBe(10_000)
    vi.advanceTimersByTime(25_000)
    expect(refresh).toHaveBeenCalledTimes(2)

    setVisibility('hidden')
    vi.advanceTimersByTime(60_000)
    expect(refresh).toHaveBeenCalledTimes(2)

    // Back in view: what may have moved is read at once, then every 10 s again.
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(10_000)
    expect(refresh).toHaveBeenCalledTimes(4)

    unmount()
    setVisibility('hidden')
    setVisibility('visible')
    vi.advanceTimersByTime(60_000)
    expect(refresh).toHaveBeenCalledTimes(4)
  })

  it('does nothing until the form is ready', () => {
    const refresh = vi.fn()
    renderHook(() => useSwapRefresh(refresh, false))
    vi.advanceTimersByTime(30_000)
    expect(refresh).not.toHaveBeenCalled()
  })
})
