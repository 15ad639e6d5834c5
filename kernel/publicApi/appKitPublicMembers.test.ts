import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { APPKIT_PUBLIC_FIELDS, APPKIT_PUBLIC_METHODS } from './testing/appKitPublicMembers'
import { NotSupportedError } from './notSupported'
import { notSupportedMembers } from './notSupportedMembers'
import { createApiTestKit } from './testing/createApiTestKit'

// The behaviour tests of the instance: every member that works must be called in one of them.
const BEHAVIOUR_TESTS = [
  './uiMembers.test.ts',
  './accountMembers.test.ts',
  './networkMembers.test.ts',
  './providerMembers.test.ts',
  './featureMembers.test.ts',
  './fieldMembers.test.ts',
  '../createAppKit.test.ts',
  // the members that reach the blockchain API and the devnets
  '../../sandbox/integration/instanceApi.test.ts',
  '../../sandbox/integration/walletconnect.headless.test.ts',
  '../../sandbox/integration/instanceWalletList.test.ts',
  '../../sandbox/integration/multiWallet.test.ts',
].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))

const refused = new Set(Object.keys(notSupportedMembers()))

describe("BYD-09 the instance against AppKit's public API (1.8.24 declarations)", () => {
  it('has every public field of AppKit (as a live value, not a method)', async () => {
    const { kit } = await createApiTestKit()
    for (const field of APPKIT_PUBLIC_FIELDS) {
      expect(field in kit, field).toBe(true)
      expect(typeof kit[field], field).not.toBe('function')
    }
  })

  it('has every public method of AppKit', async () => {
    const { kit } = await createApiTestKit()
    const missing = APPKIT_PUBLIC_METHODS.filter((name) => typeof (kit as unknown as Record<string, unknown>)[name] !== 'function')
    expect(missing).toEqual([])
  })

  it('each refused member throws "not supported by Airlock: <member> (<why>)" whatever it is given', async () => {
    const { kit } = await createApiTestKit()
    for (const name of refused) {
      const member = (kit as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!
      expect(() => member('eip155', {}), name).toThrowError(NotSupportedError)
      expect(() => member(), name).toThrowError(new RegExp(`^not supported by Airlock: ${name} \\(.+\\)$`))
    }
  })

  it('every member that is not refused is called by a behaviour test', () => {
    const uncovered = [...APPKIT_PUBLIC_FIELDS, ...APPKIT_PUBLIC_METHODS].filter(
      (name) => !refused.has(name) && !BEHAVIOUR_TESTS.some((text) => new RegExp(`kit\\.${name}\\b`).test(text)),
    )
    expect(uncovered).toEqual([])
  })

  it('refuses only members AppKit has (no stray names)', () => {
    const known = new Set<string>(APPKIT_PUBLIC_METHODS)
    expect([...refused].filter((name) => !known.has(name))).toEqual([])
  })
})
