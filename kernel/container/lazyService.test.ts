import { describe, expect, it, vi } from 'vitest'
import { LOAD_SERVICE, lazyService } from './lazyService'

interface Greeter {
  greet(name: string): Promise<string>
  forget(name: string): void
}

const realGreeter = () => {
  const forgot: string[] = []
  const greeter: Greeter = { greet: async (name) => `hello ${name}`, forget: (name) => void forgot.push(name) }
  return { greeter, forgot }
}

describe('lazyService', () => {
  it('loads nothing until the first call, then once for every call', async () => {
    const { greeter } = realGreeter()
    const load = vi.fn(async () => greeter)
    const stand = lazyService<Greeter>(load, { async: ['greet'], idle: ['forget'] })
    expect(load).not.toHaveBeenCalled()
    expect(stand.loaded).toBe(false)
    await expect(Promise.all([stand.greet('a'), stand.greet('b')])).resolves.toEqual(['hello a', 'hello b'])
    await stand.greet('c')
    expect(load).toHaveBeenCalledTimes(1)
    expect(stand.loaded).toBe(true)
  })

  it('skips a release before anything loaded, and forwards it while loading or after', async () => {
    const { greeter, forgot } = realGreeter()
    const stand = lazyService<Greeter>(async () => greeter, { async: ['greet'], idle: ['forget'] })
    stand.forget('never-loaded')
    const first = stand.greet('x')
    stand.forget('while-loading')
    await first
    stand.forget('after')
    await Promise.resolve()
    expect(forgot).toEqual(['while-loading', 'after'])
  })

  it('passes a failed load to the caller, keeps releases quiet, and loads again on the next call', async () => {
    const { greeter } = realGreeter()
    const load = vi.fn<() => Promise<Greeter>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(greeter)
    const stand = lazyService<Greeter>(load, { async: ['greet'], idle: ['forget'] })
    const failed = stand.greet('a')
    stand.forget('a')
    await expect(failed).rejects.toThrow('chunk failed')
    await expect(stand.greet('b')).resolves.toBe('hello b')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('lazyService reads', () => {
  interface Counter {
    count(): number
    bump(): Promise<void>
    label: string
  }

  it('answers a sync read itself until the service loaded, then asks the service; own members stay', async () => {
    let n = 0
    const real: Counter = { count: () => n, bump: async () => void (n += 5), label: 'real' }
    const stand = lazyService<Counter>(async () => real, { async: ['bump'], unloaded: { count: () => -1 }, own: { label: 'own' } })
    expect(stand.count()).toBe(-1)
    await stand.bump()
    expect(stand.count()).toBe(5)
    expect(stand.label).toBe('own')
  })
})

describe('LOAD_SERVICE', () => {
  it('loads the service ahead of any call, once', async () => {
    const { greeter } = realGreeter()
    const load = vi.fn(async () => greeter)
    const stand = lazyService<Greeter>(load, { async: ['greet'] })
    await expect(stand[LOAD_SERVICE]()).resolves.toBe(greeter)
    expect(stand.loaded).toBe(true)
    await stand.greet('a')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
