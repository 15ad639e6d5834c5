// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useWalletInfo } from './useWalletInfo'

afterEach(cleanup)

describe('useWalletInfo', () => {
  it('BYD-10 returns { walletInfo } of the connected wallet, undefined before', async () => {
    const { kit, connect } = createTestKit()
    const { result } = renderHook(() => useWalletInfo(), { wrapper: kitWrapper(kit) })
    expect(result.current).toEqual({ walletInfo: undefined })
    await act(() => connect())
    await waitFor(() => expect(result.current.walletInfo?.name).toBe('Test Wallet (eip155)'))
  })
})
