import { ed25519 } from '@noble/curves/ed25519'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter, Connector } from '../../kernel'
import { decodeBase58 } from './base58'
import { createFakeSolanaWallet } from './testing/createFakeSolanaWallet'
import { solanaAdapter } from './solanaAdapter'
import { testSolana, testSolanaDevnet } from './testing/solanaTestNetworks'

// @wallet-standard/app listens on `window`; Node has none, an EventTarget is all it needs.
beforeAll(() => void vi.stubGlobal('window', new EventTarget()))
afterAll(() => void vi.unstubAllGlobals())

const registered = (options?: Parameters<typeof createFakeSolanaWallet>[0]) => {
  const wallet = createFakeSolanaWallet(options)
  const unregister = getWallets().register(wallet)
  return { wallet, unregister }
}
const connectorNamed = (adapter: ReturnType<typeof solanaAdapter>, name: string): Connector =>
  adapter.getConnectors().find((c) => c.name === name)!

describe('solanaAdapter', () => {
  it('is a ChainAdapter for the solana namespace with eoa accounts', () => {
    const adapter: ChainAdapter = solanaAdapter()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.defaultAccountType).toBe('eoa')
  })

  it('accepts base58 addresses of 32 to 44 characters, as the kernel rule does (ADDR-02)', () => {
    const { isAddress } = solanaAdapter()
    expect(isAddress('7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs')).toBe(true)
    expect(isAddress('11111111111111111111111111111111')).toBe(true) // 32, the system program
    expect(isAddress('1111111111111111111111111111111')).toBe(false) // 31
    expect(isAddress('7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs1')).toBe(false) // 45
    expect(isAddress('0EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs')).toBe(false) // 0 is not base58
    expect(isAddress('0x1111111111111111111111111111111111111111')).toBe(false)
  })

  it('CNR-02 lists only Wallet Standard wallets that connect and name a solana chain', () => {
    const solana = registered({ name: 'Solana One' })
    const evmOnly = registered({ name: 'EVM Only', chains: ['eip155:1'] })
    const noConnect = registered({ name: 'No Connect', features: ['solana:signMessage'] })
    const names = solanaAdapter().getConnectors().map((c) => c.name)
    expect(names).toContain('Solana One')
    expect(names).not.toContain('EVM Only')
    expect(names).not.toContain('No Connect')
    ;[solana, evmOnly, noConnect].forEach((r) => r.unregister())
  })

  it('CNR-02 gives the same connector object for a wallet on every call', () => {
    const { unregister } = registered({ name: 'Stable' })
    const adapter = solanaAdapter()
    expect(connectorNamed(adapter, 'Stable')).toBe(connectorNamed(adapter, 'Stable'))
    unregister()
  })

  it('connects, restores silently and disconnects through the standard features', async () => {
    const { wallet, unregister } = registered({ name: 'Lifecycle' })
    const adapter = solanaAdapter()
    const connector = connectorNamed(adapter, 'Lifecycle')
    expect(await adapter.reconnect({ connector, network: testSolana })).toBeUndefined()
    const result = await adapter.connect({ connector, network: testSolanaDevnet })
    expect(result.address).toBe(wallet.address)
    expect(result.accounts).toEqual([{ address: wallet.address, type: 'eoa' }])
    expect(result.caipNetwork).toBe(testSolanaDevnet)
    expect(adapter.getProvider()).toBe(connector.provider)
    await adapter.disconnect({ connector })
    expect(wallet.calls).toEqual(['connect(silent)', 'connect', 'disconnect'])
    expect(adapter.getProvider()).toBeUndefined()
    unregister()
  })

  it('turns standard:events account changes into accountsChanged, and stops after disconnect', async () => {
    const { wallet, unregister } = registered({ name: 'Events' })
    const adapter = solanaAdapter()
    const connector = connectorNamed(adapter, 'Events')
    await adapter.connect({ connector, network: testSolana })
    const events: unknown[] = []
    adapter.watchWallet((event) => events.push(event))
    wallet.revoke()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    await adapter.connect({ connector, network: testSolana })
    await adapter.disconnect({ connector })
    // Our own disconnect must not echo back as a wallet event (the kit would disconnect twice).
    expect(events).toHaveLength(1)
    unregister()
  })

  it('WREQ-02 signs through solana_signMessage; the signature verifies', async () => {
    const { wallet, unregister } = registered({ name: 'Signer' })
    const adapter = solanaAdapter()
    const connector = connectorNamed(adapter, 'Signer')
    const { address } = await adapter.connect({ connector, network: testSolana })
    const signature = await adapter.signMessage({ message: 'hello', address, provider: connector.provider! })
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('hello'), decodeBase58(wallet.address))).toBe(true)
    unregister()
  })

  it('WREQ-02 sends solana_signMessage with a base58 message and the pubkey to a WalletConnect provider', async () => {
    // A recording provider stands in for the universal provider (covered against the relay in sandbox/integration).
    const requests: unknown[][] = []
    const provider = { request: async (...args: unknown[]) => (requests.push(args), { signature: 'sig' }) }
    const adapter = solanaAdapter()
    await adapter.switchNetwork({ network: testSolanaDevnet })
    const pubkey = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'
    expect(await adapter.signMessage({ message: 'hello', address: pubkey, provider })).toBe('sig')
    expect(requests).toEqual([[{ method: 'solana_signMessage', params: { message: 'Cn8eVZg', pubkey } }, testSolanaDevnet.caipNetworkId]])
  })

  it('reads accounts from a WalletConnect session and refuses one without solana', async () => {
    const address = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'
    const provider = {
      request: async () => null,
      session: { namespaces: { solana: { accounts: [`${testSolana.caipNetworkId}:${address}`] } } },
    }
    const connector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana', provider }
    const adapter = solanaAdapter()
    expect((await adapter.connect({ connector, network: testSolana })).address).toBe(address)
    const empty: Connector = { ...connector, provider: { request: async () => null, session: { namespaces: {} } } as never }
    expect(await adapter.reconnect({ connector: empty, network: testSolana })).toBeUndefined()
    await expect(adapter.connect({ connector: empty, network: testSolana })).rejects.toThrowError(
      'The WalletConnect session has no solana account',
    )
  })
})
