import { describe, expect, it } from 'vitest'
import { createStore } from './createStore'

describe('createStore', () => {
  it('keeps the same state object until something changes', () => {
    const store = createStore({ a: 1, b: 'x' })
    const first = store.getState()
    store.setState({ a: 1 })
    expect(store.getState()).toBe(first)
    store.setState({ a: 2 })
    expect(store.getState()).not.toBe(first)
    expect(store.getState()).toEqual({ a: 2, b: 'x' })
  })

  it('notifies subscribers with the new and previous state, and stops after unsubscribe', () => {
    const store = createStore({ n: 0 })
    const seen: [number, number][] = []
    const off = store.subscribe((s, p) => seen.push([s.n, p.n]))
    store.setState((s) => ({ n: s.n + 1 }))
    off()
    store.setState({ n: 5 })
    expect(seen).toEqual([[1, 0]])
  })

  it('reset returns to a fresh copy of the initial state', () => {
    const store = createStore(() => ({ list: [] as number[] }))
    store.setState({ list: [1] })
    store.reset()
    expect(store.getState().list).toEqual([])
  })
})
