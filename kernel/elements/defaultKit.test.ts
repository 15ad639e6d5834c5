// Node (no DOM): the default-kit registry, and that createAppKit stays SSR-safe.
import { afterEach, describe, expect, it } from 'vitest'
import { testMainnet } from '../connection/testing/testNetworks'
import { createAppKit } from '../createAppKit'
import type { AppKit } from '../createPublicApi'
import { getDefaultKit, subscribeDefaultKit } from './defaultKit'
import { defineAppKitElements } from './defineAppKitElements'

const kits: AppKit[] = []
const make = () => {
  const kit = createAppKit({ projectId: 'p', networks: [testMainnet], basic: true, endpoints: { analytics: 'http://127.0.0.1:9' } })
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('default kit', () => {
  it('is the most recently created live kit, and falls back when it is destroyed', () => {
    const seen: (AppKit | undefined)[] = []
    const off = subscribeDefaultKit((kit) => seen.push(kit))
    const a = make()
    const b = make()
    expect(getDefaultKit()).toBe(b)
    a.destroy()
    expect(getDefaultKit()).toBe(b)
    b.destroy()
    expect(getDefaultKit()).toBeUndefined()
    off()
    expect(seen).toEqual([a, b, undefined])
  })

  it('createAppKit on a server defines no elements and touches no DOM global', () => {
    expect(typeof customElements).toBe('undefined')
    expect(() => make()).not.toThrow()
    expect(defineAppKitElements()).toBe(false)
  })
})
