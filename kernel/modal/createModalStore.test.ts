import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHAKE_DURATION_MS, createModalStore } from './createModalStore'

afterEach(() => {
  vi.useRealTimers()
})

describe('createModalStore', () => {
  it('MDL-01 the modal is either open or closed, closed at first', () => {
    const modal = createModalStore()
    expect(modal.getState().open).toBe(false)
    modal.setOpen(true)
    expect(modal.getState().open).toBe(true)
    modal.setOpen(false)
    expect(modal.getState().open).toBe(false)
  })

  it('MDL-02 keeps loading flags per namespace', () => {
    const modal = createModalStore()
    modal.setLoading('eip155', true)
    expect(modal.isLoading('eip155')).toBe(true)
    expect(modal.isLoading('solana')).toBe(false)
    modal.setLoading('solana', true)
    modal.setLoading('eip155', false)
    expect(modal.isLoading('eip155')).toBe(false)
    expect(modal.isLoading('solana')).toBe(true)
    expect(modal.getState().loadingNamespaces).toEqual({ eip155: false, solana: true })
  })

  it('MDL-02 the overall flag follows the latest request, with or without a namespace', () => {
    const modal = createModalStore()
    modal.setLoading(undefined, true)
    expect(modal.isLoading()).toBe(true)
    expect(modal.getState().loadingNamespaces).toEqual({})
    modal.setLoading('eip155', false)
    expect(modal.isLoading()).toBe(false)
  })

  it('MDL-03 clearLoading turns every flag off', () => {
    const modal = createModalStore()
    modal.setLoading('eip155', true)
    modal.setLoading('solana', true)
    modal.clearLoading()
    expect(modal.isLoading()).toBe(false)
    expect(modal.isLoading('eip155')).toBe(false)
    expect(modal.getState().loadingNamespaces).toEqual({})
  })

  it('MDL-04 shakes for 500 ms on request', () => {
    vi.useFakeTimers()
    const modal = createModalStore()
    modal.shake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_DURATION_MS - 1)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.getState().shake).toBe(false)
    expect(SHAKE_DURATION_MS).toBe(500)
  })

  it('MDL-04 a shake request during a shake does not extend it', () => {
    vi.useFakeTimers()
    const modal = createModalStore()
    modal.shake()
    vi.advanceTimersByTime(300)
    modal.shake()
    vi.advanceTimersByTime(200)
    expect(modal.getState().shake).toBe(false)
  })

  it('notifies subscribers only when something changed', () => {
    const modal = createModalStore()
    const listener = vi.fn()
    modal.subscribe(listener)
    modal.clearLoading()
    modal.setOpen(false)
    expect(listener).not.toHaveBeenCalled()
    modal.setOpen(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
