// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../kit/AppKitProvider'
import { createTestKit } from '../testing/createTestKit'
import { useAppKitAccount } from './useAppKitAccount'

afterEach(cleanup)

describe('useAppKitAccount', () => {
  it("BYD-10 returns AppKit's account shape and follows a connect and a disconnect", async () => {
    const { kit, connect } = createTestKit()
    const wrapper = ({ children }: { children: ReactNode }) => createElement(AppKitProvider, { kit }, children)
    const { result } = renderHook(() => useAppKitAccount(), { wrapper })
    expect(Object.keys(result.current).sort()).toEqual(['address', 'allAccounts', 'caipAddress', 'embeddedWalletInfo', 'isConnected', 'status'])
    expect(result.current).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })

    await act(() => connect())
    await waitFor(() => expect(result.current.isConnected).toBe(true))
    expect(result.current.address).toBe('0x1111111111111111111111111111111111111111')
    expect(result.current.caipAddress).toBe('eip155:1:0x1111111111111111111111111111111111111111')
    expect(result.current.status).toBe('connected')

    await act(() => kit.disconnect())
    await waitFor(() => expect(result.current.isConnected).toBe(false))
  })

  it('BYD-10 returns the same object while nothing changed, and reads another namespace on request', async () => {
    const { kit, connect } = createTestKit({ namespaces: ['eip155', 'solana'] })
    const wrapper = ({ children }: { children: ReactNode }) => createElement(AppKitProvider, { kit }, children)
    const { result, rerender } = renderHook(() => useAppKitAccount({ namespace: 'solana' }), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    await act(() => connect('eip155'))
    expect(result.current.isConnected).toBe(false)
    await act(() => connect('solana'))
    await waitFor(() => expect(result.current.address).toBe('7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'))
  })
})
