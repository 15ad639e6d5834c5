import type { Wallets } from '@wallet-standard/app'
import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapterContext } from '../../../kernel'
import { createFakeSolanaWallet } from '../testing/createFakeSolanaWallet'
import { testSolanaDevnet } from '../testing/solanaTestNetworks'
import { SolanaAdapter, solanaAdapterWarnings } from './SolanaAdapter'

/** A Wallet Standard registry of its own (what `getWallets()` returns), holding the given wallets. */
const registryOf = (...wallets: ReturnType<typeof createFakeSolanaWallet>[]): Wallets =>
  ({ get: () => wallets, on: () => () => {}, register: () => () => {} }) as unknown as Wallets

const contextWith = (warn: (message: string) => void): ChainAdapterContext => ({
  projectId: 'p',
  endpoints: { api: '', blockchainApi: '', relay: '', secureSite: '' },
  networks: [testSolanaDevnet],
  enableEIP6963: true,
  enableInjected: true,
  logger: { debug() {}, error() {}, warn },
})

describe('SolanaAdapter', () => {
  it("is AppKit's `new SolanaAdapter()`: the solana chain plugin with AppKit's adapter type", () => {
    const adapter = new SolanaAdapter()
    expect(adapter).toBeInstanceOf(SolanaAdapter)
    expect(adapter.namespace).toBe('solana')
    expect(adapter.adapterType).toBe('solana')
    expect(adapter.isAddress('7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs')).toBe(true)
  })

  it('discovers in a Wallet Standard registry passed as `wallets`', () => {
    const wallet = createFakeSolanaWallet({ name: 'Registry Wallet' })
    const adapter = new SolanaAdapter({ wallets: registryOf(wallet) })
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['Registry Wallet'])
  })

  it("keeps AppKit's wallet-adapter list (as AppKit does) and warns once, at registration, that it is not used", () => {
    const phantomLike = { name: 'Phantom', readyState: 'Installed' }
    const adapter = new SolanaAdapter({ wallets: [phantomLike], registerWalletStandard: true })
    expect(adapter.wallets).toEqual([phantomLike])
    const warn = vi.fn()
    adapter.configure!(contextWith(warn))
    expect(warn.mock.calls).toEqual([
      [
        'SolanaAdapter: the wallets option is ignored; Solana wallets on the page are found through Wallet Standard (AppKit deprecated the option for the same reason)',
      ],
      ['SolanaAdapter: registerWalletStandard is not supported by Airlock; WalletConnect is offered in the modal only'],
    ])
    expect(solanaAdapterWarnings({})).toEqual([])
    expect(solanaAdapterWarnings({ wallets: [] })).toEqual([])
  })

  it("applies connectionSettings to the connection useAppKitConnection hands out (default 'confirmed', as AppKit)", async () => {
    const byDefault = await new SolanaAdapter().getConnection(testSolanaDevnet)
    expect(byDefault).toMatchObject({ commitment: 'confirmed', rpcEndpoint: 'https://api.devnet.solana.com' })
    const finalized = await new SolanaAdapter({ connectionSettings: 'finalized' }).getConnection(testSolanaDevnet)
    expect(finalized).toMatchObject({ commitment: 'finalized' })
    const config = { commitment: 'processed' as const, httpHeaders: { 'x-app': 'quickstart' } }
    const adapter = new SolanaAdapter({ connectionSettings: config })
    const connection = await adapter.getConnection(testSolanaDevnet)
    expect(connection).toMatchObject({ commitment: 'processed' })
    // One connection per network and settings, as AppKit keeps one while the network stays.
    expect(await adapter.getConnection(testSolanaDevnet)).toBe(connection)
  })
})
