import { describe, expect, it } from 'vitest'
import { createStore } from './createStore'
import { derived } from './derived'

describe('derived', () => {
  it('keeps the same object while the computed value is unchanged, and notifies on change', () => {
    const a = createStore({ n: 1, other: 'x' })
    const b = createStore({ m: 2 })
    const view = derived([a, b], () => ({ sum: a.getState().n + b.getState().m }))
    const seen: number[] = []
    const off = view.subscribe((v) => seen.push(v.sum))
    const first = view.get()
    a.setState({ other: 'y' })
    expect(view.get()).toBe(first)
    b.setState({ m: 5 })
    expect(view.get().sum).toBe(6)
    off()
    a.setState({ n: 10 })
    expect(seen).toEqual([6])
    expect(view.get().sum).toBe(15)
  })
})
