// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitState } from './useAppKitState'

afterEach(cleanup)

describe('useAppKitState', () => {
  it('BYD-10 returns { open, selectedNetworkId, loading, activeChain, initialized, connectingWallet } and follows open', async () => {
    const { kit } = createTestKit()
    const { result } = renderHook(() => useAppKitState(), { wrapper: kitWrapper(kit) })
    expect(Object.keys(result.current).sort()).toEqual(['activeChain', 'connectingWallet', 'initialized', 'loading', 'open', 'selectedNetworkId'])
    await waitFor(() => expect(result.current.initialized).toBe(true))
    expect(result.current).toMatchObject({ open: false, loading: false, activeChain: 'eip155', selectedNetworkId: 'eip155:1' })
    const before = result.current
    await act(() => kit.open())
    expect(result.current.open).toBe(true)
    expect(result.current).not.toBe(before)
  })
})
