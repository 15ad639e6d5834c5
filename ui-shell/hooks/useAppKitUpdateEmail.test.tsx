// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, KIT_CONTAINER, ROUTER } from '../../kernel'
import { createTestKit, type TestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { EMAIL_UPDATE_CANCELLED, NOT_EMAIL_WALLET } from './updateEmail'
import { useAppKitUpdateEmail } from './useAppKitUpdateEmail'

// The hook against a real kit; the account writes stand in for the auth plugin, which patches
// the account's `user` when the secure site confirms the new email (its browser test:
// sandbox/e2e/authLoginFlows.test.ts).
const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
})

async function emailWallet() {
  const t = createTestKit()
  kits.push(t)
  await t.kit.ready()
  const accounts = t.kit[KIT_CONTAINER].resolve(ACCOUNT_STORE)
  accounts.patch('eip155', { caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001', address: '0x0000000000000000000000000000000000000001', user: { email: 'old@example.com' } })
  return { kit: t.kit, accounts, router: t.kit[KIT_CONTAINER].resolve(ROUTER) }
}

describe('useAppKitUpdateEmail', () => {
  it('opens UpdateEmailWallet with the current email and resolves with the new one once the account shows it', async () => {
    const { kit, accounts, router } = await emailWallet()
    const seen: unknown[] = []
    const { result } = renderHook(() => useAppKitUpdateEmail({ onSuccess: (data) => seen.push(data) }), { wrapper: kitWrapper(kit) })
    let done!: Promise<void>
    act(() => void (done = result.current.updateEmail()))
    await waitFor(() => expect(router.getState().view).toBe('UpdateEmailWallet'))
    expect(router.getState().data).toEqual({ email: 'old@example.com' })
    expect(result.current.isPending).toBe(true)
    act(() => accounts.patch('eip155', { user: { email: 'new@example.com' } }))
    await act(() => done)
    expect(result.current).toMatchObject({ data: { email: 'new@example.com' }, isSuccess: true, isPending: false, isError: false })
    expect(seen).toEqual([{ email: 'new@example.com' }])
  })

  it('closing the modal first is an error, and so is an account that did not sign in by email', async () => {
    const { kit, accounts } = await emailWallet()
    const { result } = renderHook(() => useAppKitUpdateEmail(), { wrapper: kitWrapper(kit) })
    let done!: Promise<void>
    act(() => void (done = result.current.updateEmail()))
    await waitFor(() => expect(kit.getState().open).toBe(true))
    await act(() => kit.close())
    await act(() => done)
    expect(result.current.error?.message).toBe(EMAIL_UPDATE_CANCELLED)

    act(() => accounts.patch('eip155', { user: { username: 'ada' }, socialProvider: 'farcaster' }))
    await act(() => result.current.updateEmail())
    expect(result.current).toMatchObject({ isError: true, isSuccess: false })
    expect(result.current.error?.message).toBe(NOT_EMAIL_WALLET)
  })
})
