// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createEip1193TestWallet } from './createEip1193TestWallet'
import { localStorageGrants } from './walletGrants'

const KEY = `0x${'22'.repeat(32)}` as const

describe('test wallet grants (BYD-26)', () => {
  it('a grant given on one page is there for the next wallet on the same origin, and gone after a revoke', async () => {
    localStorage.clear()
    const first = createEip1193TestWallet({ privateKey: KEY, rpcUrls: { 1: 'http://127.0.0.1:9' }, grants: localStorageGrants(window, 'w') })
    const [address] = (await first.request({ method: 'eth_requestAccounts' })) as string[]
    const reloaded = createEip1193TestWallet({ privateKey: KEY, rpcUrls: { 1: 'http://127.0.0.1:9' }, grants: localStorageGrants(window, 'w') })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([address])
    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    const again = createEip1193TestWallet({ privateKey: KEY, rpcUrls: { 1: 'http://127.0.0.1:9' }, grants: localStorageGrants(window, 'w') })
    expect(await again.request({ method: 'eth_accounts' })).toEqual([])
  })
})
