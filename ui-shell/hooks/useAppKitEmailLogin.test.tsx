// @vitest-environment jsdom
// useAppKitEmailLogin without the auth plugin: the host learns why, instead of a hung form. The
// login itself (the secure site's frame needs a real browser) is sandbox/e2e/headless.test.ts.
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit, type TestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitEmailLogin } from './useAppKitEmailLogin'

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
})

describe('useAppKitEmailLogin', () => {
  it('is unavailable without the auth plugin, and start rejects with the reason, kept as error', async () => {
    const t = createTestKit()
    kits.push(t)
    await t.kit.ready()
    const { result } = renderHook(() => useAppKitEmailLogin(), { wrapper: kitWrapper(t.kit) })
    expect(result.current).toMatchObject({ isAvailable: false, step: 'email', isPending: false, error: undefined })
    let thrown: unknown
    await act(() => result.current.start('visitor@example.com').catch((e: unknown) => void (thrown = e)))
    const reason = 'Email login is not available: add the auth plugin and keep the email feature on'
    expect((thrown as Error).message).toBe(reason)
    expect(result.current.error?.message).toBe(reason)
    expect(result.current).toMatchObject({ step: 'email', isPending: false })
  })
})
