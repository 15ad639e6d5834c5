// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitAccount } from './useAppKitAccount'
import { useDisconnect } from './useDisconnect'

afterEach(cleanup)

describe('useDisconnect', () => {
  it('BYD-10 returns { disconnect } that ends the session through the chain adapter', async () => {
    const { kit, connect, adapters } = createTestKit()
    const { result } = renderHook(() => ({ ...useDisconnect(), account: useAppKitAccount() }), { wrapper: kitWrapper(kit) })
    await act(() => connect())
    await waitFor(() => expect(result.current.account.isConnected).toBe(true))
    await act(() => result.current.disconnect())
    await waitFor(() => expect(result.current.account.isConnected).toBe(false))
    expect(adapters.eip155!.calls.map((c) => c.method)).toContain('disconnect')
  })
})
