// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testPolygon } from '../../kernel/connection/testing/testNetworks'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitNetwork } from './useAppKitNetwork'

afterEach(cleanup)

describe('useAppKitNetwork', () => {
  it('BYD-10 returns { caipNetwork, chainId, caipNetworkId, switchNetwork } and follows a switch', async () => {
    const { kit, connect } = createTestKit()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: kitWrapper(kit) })
    await act(() => connect())
    await waitFor(() => expect(result.current.caipNetworkId).toBe('eip155:1'))
    expect(Object.keys(result.current).sort()).toEqual(['caipNetwork', 'caipNetworkId', 'chainId', 'switchNetwork'])
    expect(result.current.chainId).toBe(1)
    expect(result.current.caipNetwork?.name).toBe('Ethereum')

    await act(() => result.current.switchNetwork(testPolygon))
    await waitFor(() => expect(result.current.chainId).toBe(137))
    expect(result.current.caipNetworkId).toBe('eip155:137')
  })
})
