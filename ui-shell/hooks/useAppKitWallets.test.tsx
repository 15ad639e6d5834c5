// @vitest-environment jsdom
// useAppKitWallets' WalletConnect half, as AppKit 1.8 shapes it, on a real kit with the real
// walletconnect plugin on the sandbox's local relay; the WalletConnect test wallet pairs.
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useWalletConnectFixture } from '../testing/startWalletConnectFixture'
import { kitWrapper } from '../testing/testWrapper'
import { useAppKitWallets } from './useAppKitWallets'

const fixture = useWalletConnectFixture()

describe('useAppKitWallets (WalletConnect)', () => {
  it('getWcUri({ wcPayUrl }) gives a URI with the pay link appended as AppKit does; the bare URI pairs; wcClientId is the relay client id; resetWcUri forgets both', async () => {
    const f = fixture()
    const kit = await f.kit()
    const { result } = renderHook(() => useAppKitWallets(), { wrapper: kitWrapper(kit) })
    expect(result.current.wcClientId).toBeNull()
    const pay = 'https://pay.example/checkout?id=1&x=2'
    await act(() => result.current.getWcUri({ wcPayUrl: pay }))
    const bare = kit.getWalletConnectUri().wcUri!
    expect(bare).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(result.current.wcUri).toBe(`${bare}&pay=${encodeURIComponent(pay)}`)
    await waitFor(() => expect(result.current.wcClientId).toMatch(/^did:key:z/), { timeout: 15_000 })

    act(() => result.current.resetWcUri())
    await waitFor(() => expect(result.current.wcUri).toBeUndefined())

    // Without a pay link the URI is the kit's own, and a wallet pairs with it.
    await act(() => result.current.getWcUri())
    const uri = result.current.wcUri!
    expect(uri).toBe(kit.getWalletConnectUri().wcUri)
    await f.wallet.pair(uri)
    await waitFor(() => expect(kit.getIsConnectedState()).toBe(true), { timeout: 15_000 })
  }, 60_000)
})
