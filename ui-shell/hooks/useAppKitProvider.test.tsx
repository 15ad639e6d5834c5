// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { RequestProvider } from '../../kernel'
import { createTestKit } from '../testing/createTestKit'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitProvider } from './useAppKitProvider'

afterEach(cleanup)

describe('useAppKitProvider', () => {
  it("BYD-10 returns { walletProvider, walletProviderType } of the namespace's connection", async () => {
    const { kit, connect, adapters } = createTestKit()
    // The test wallet has no EIP-1193 provider of its own; give it one to hand out.
    const provider: RequestProvider = { request: async () => null } as unknown as RequestProvider
    adapters.eip155!.getProvider = () => provider
    const { result } = renderHook(() => useAppKitProvider('eip155'), { wrapper: kitWrapper(kit) })
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await act(() => connect())
    await waitFor(() => expect(result.current.walletProviderType).toBe('INJECTED'))
    expect(result.current.walletProvider).toBe(provider)
  })
})
