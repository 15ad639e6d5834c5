// No WalletConnect wallet of these families exists in the sandbox, so a plain object shaped like
// the universal provider (session, connect, request, disconnect, setDefaultChain) stands in.
import { describe, expect, it } from 'vitest'
import type { CaipNetwork, Connector } from '../types'
import { buildWalletConnectNamespace } from './buildWalletConnectNamespace'
import { createWalletConnectSessionAdapter, type CreateWalletConnectSessionAdapterParameters } from './createWalletConnectSessionAdapter'

const network = (reference: string, url?: string): CaipNetwork => ({
  id: reference,
  caipNetworkId: `cosmos:${reference}`,
  chainNamespace: 'cosmos',
  name: reference,
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: url ? [url] : [] } },
})
const hub = network('cosmoshub-4', 'https://rpc.hub.example')
const osmosis = network('osmosis-1', 'https://rpc.osmosis.example')

function wallet(accounts: string[], options: { grants?: string[]; answer?: unknown } = {}) {
  const log: unknown[][] = []
  const provider = {
    session: { namespaces: { cosmos: { accounts } } } as { namespaces: Record<string, { accounts: string[] }> } | undefined,
    connect: async (args: unknown) => {
      log.push(['connect', args])
      provider.session = { namespaces: { cosmos: { accounts: options.grants ?? [] } } }
    },
    request: async (...args: unknown[]) => (log.push(['request', ...args]), options.answer ?? { signature: 'sig' }),
    disconnect: async () => void (log.push(['disconnect']), (provider.session = undefined)),
    setDefaultChain: (chain: string) => void log.push(['setDefaultChain', chain]),
  }
  const connector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'cosmos', provider }
  return { provider, connector, log }
}

const make = (extra: Partial<CreateWalletConnectSessionAdapterParameters<'cosmos'>> = {}) =>
  createWalletConnectSessionAdapter({
    namespace: 'cosmos',
    isAddress: (address) => address.startsWith('cosmos1') || address.startsWith('osmo1'),
    walletConnectNamespace: (networks) => buildWalletConnectNamespace('cosmos', networks, { methods: ['cosmos_signDirect'], events: ['chainChanged'] }),
    ...extra,
  })

describe('createWalletConnectSessionAdapter', () => {
  it('PROV-04 connects with the session’s namespace:chainId:address accounts, those on the target chain first, typed eoa', async () => {
    const { connector, log } = wallet(['cosmos:osmosis-1:osmo1xyz', 'cosmos:cosmoshub-4:cosmos1abc'])
    expect(await make().connect({ connector, network: hub })).toEqual({
      connectorId: 'walletConnect',
      accounts: [
        { address: 'cosmos1abc', type: 'eoa' },
        { address: 'osmo1xyz', type: 'eoa' },
      ],
      address: 'cosmos1abc',
      caipNetwork: hub,
    })
    expect(log).toEqual([]) // nothing asked of the wallet
  })

  it('asks the wallet for the namespace on the target network when the session has no account in it', async () => {
    const { connector, log } = wallet([], { grants: ['cosmos:osmosis-1:osmo1xyz'] })
    const result = await make({ accountType: 'smartAccount' }).connect({ connector, network: osmosis })
    expect(result.accounts).toEqual([{ address: 'osmo1xyz', type: 'smartAccount' }])
    expect(log).toEqual([
      [
        'connect',
        {
          optionalNamespaces: {
            cosmos: { chains: ['cosmos:osmosis-1'], methods: ['cosmos_signDirect'], events: ['chainChanged'], rpcMap: { 'cosmos:osmosis-1': 'https://rpc.osmosis.example' } },
          },
        },
      ],
    ])
  })

  it('fails connect when the wallet grants no account, and reconnect restores nothing without asking', async () => {
    await expect(make().connect({ connector: wallet([]).connector, network: hub })).rejects.toThrowError(
      /^The WalletConnect session has no cosmos account$/,
    )
    const empty = wallet([], { grants: ['cosmos:cosmoshub-4:cosmos1abc'] })
    expect(await make().reconnect!({ connector: empty.connector, network: hub })).toBeUndefined()
    expect(empty.log).toEqual([])
    const live = wallet(['cosmos:cosmoshub-4:cosmos1abc'])
    expect((await make().reconnect!({ connector: live.connector, network: hub }))?.address).toBe('cosmos1abc')
  })

  it('refuses a connector that is not WalletConnect, in the family’s words when it gives them', async () => {
    const injected: Connector = { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' }
    await expect(make().connect({ connector: injected, network: hub })).rejects.toThrowError(
      /^Keplr cannot connect cosmos: it connects through WalletConnect only \(got a INJECTED connector\)$/,
    )
    const custom = make({ walletConnectOnlyMessage: (c) => `no ${c.type} here` })
    await expect(custom.disconnect({ connector: injected })).rejects.toThrowError(/^no INJECTED here$/)
    const bare: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'cosmos' }
    await expect(make().connect({ connector: bare, network: hub })).rejects.toThrowError(/^WalletConnect provider not found$/)
  })

  it('disconnects the connected session once, and does nothing with no session', async () => {
    const adapter = make()
    await adapter.disconnect({})
    const { connector, log } = wallet(['cosmos:cosmoshub-4:cosmos1abc'])
    await adapter.connect({ connector, network: hub })
    expect(adapter.getProvider!()).toBe(connector.provider)
    await adapter.disconnect({}) // the connected session's connector
    await adapter.disconnect({ connector }) // already gone
    expect(log).toEqual([['disconnect']])
    expect(adapter.getProvider!()).toBeUndefined()
  })

  it('switches the session default chain and signs on the chain switched to', async () => {
    const adapter = make({ signMessage: (message, address) => ({ method: 'cosmos_signMessage', params: { address, message } }) })
    const { connector, provider, log } = wallet(['cosmos:cosmoshub-4:cosmos1abc'])
    await adapter.connect({ connector, network: hub })
    await adapter.switchNetwork({ network: osmosis, connector })
    expect(await adapter.signMessage!({ message: 'hi', address: 'cosmos1abc', provider })).toBe('sig')
    expect(log).toEqual([
      ['setDefaultChain', 'cosmos:osmosis-1'],
      ['request', { method: 'cosmos_signMessage', params: { address: 'cosmos1abc', message: 'hi' } }, 'cosmos:osmosis-1'],
    ])
    const plain = wallet([], { answer: '0xplain' })
    expect(await adapter.signMessage!({ message: 'hi', address: 'cosmos1abc', provider: plain.provider })).toBe('0xplain')
  })

  it('has no signMessage without a signing request, and carries only the optional members given', () => {
    const bare = make()
    expect(bare.signMessage).toBeUndefined()
    expect('defaultAccountType' in bare).toBe(false)
    expect('walletConnectOnly' in bare).toBe(false)
    const full = make({ defaultAccountType: 'smartAccount', walletConnectOnly: true })
    expect(full.defaultAccountType).toBe('smartAccount')
    expect(full.walletConnectOnly).toBe(true)
    expect(full.isAddress('cosmos1abc')).toBe(true)
    expect(full.isAddress('0xabc')).toBe(false)
  })
})

describe('buildWalletConnectNamespace', () => {
  it('keeps the family’s networks, copies the lists and maps each first RPC URL by CAIP-2 id', () => {
    const methods = ['cosmos_signDirect']
    const other: CaipNetwork = { ...hub, chainNamespace: 'near', caipNetworkId: 'near:mainnet' }
    const config = buildWalletConnectNamespace('cosmos', [hub, other, network('theta-testnet-001')], { methods, events: [] })
    expect(config).toEqual({
      chains: ['cosmos:cosmoshub-4', 'cosmos:theta-testnet-001'],
      methods: ['cosmos_signDirect'],
      events: [],
      rpcMap: { 'cosmos:cosmoshub-4': 'https://rpc.hub.example' },
    })
    expect(config.methods).not.toBe(methods)
  })
})
