import { describe, expect, it } from 'vitest'
import type { CaipNetwork, ChainAdapter } from '../../kernel'
import { buildNamespaces, defaultNamespace } from './buildNamespaces'
import { WALLETCONNECT_METHODS } from './walletConnectMethods'

const network = (caipNetworkId: `${string}:${string}`, url = `http://127.0.0.1:9/${caipNetworkId}`): CaipNetwork => {
  const [chainNamespace, reference] = caipNetworkId.split(':') as [string, string]
  return {
    id: chainNamespace === 'eip155' ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  }
}

const mainnet = network('eip155:1')
const polygon = network('eip155:137')
const solanaDevnet = network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
const noAdapter = () => undefined

describe('buildNamespaces', () => {
  it('PROV-01 each chain family the universal provider serves has its own default methods', () => {
    const families = ['eip155', 'solana', 'cosmos', 'algorand', 'cip34', 'elrond', 'multiversx', 'near', 'tezos', 'polkadot']
    for (const family of families) {
      const ns = defaultNamespace(family, [network(`${family}:ref1`)])
      expect(ns.methods.length, family).toBeGreaterThan(0)
      expect(ns.methods).toEqual([...WALLETCONNECT_METHODS[family]!])
      expect(ns.events).toEqual(['chainChanged', 'accountsChanged'])
    }
    expect(defaultNamespace('eip155', [mainnet]).methods).toEqual(expect.arrayContaining(['personal_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']))
    expect(defaultNamespace('solana', [solanaDevnet]).methods).toContain('solana_signMessage')
    expect(defaultNamespace('cosmos', [network('cosmos:cosmoshub-4')]).methods).toContain('cosmos_signDirect')
  })

  it('PROV-02 any other family gets the generic fallback: its chains and events, no methods of its own', () => {
    const stellar = network('stellar:pubnet')
    expect(buildNamespaces({ networks: [stellar], adapterOf: noAdapter })).toEqual({
      stellar: {
        chains: ['stellar:pubnet'],
        methods: [],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { pubnet: stellar.rpcUrls.default.http[0], 'stellar:pubnet': stellar.rpcUrls.default.http[0] },
        defaultChain: 'pubnet',
      },
    })
  })

  it('PROV-03 a namespace has chains, methods, events, defaultChain and an rpcMap (both key forms)', () => {
    const namespaces = buildNamespaces({
      networks: [mainnet, polygon, solanaDevnet],
      adapterOf: noAdapter,
      activeNetworks: { eip155: polygon },
    })
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces['eip155']).toMatchObject({
      chains: ['eip155:1', 'eip155:137'],
      defaultChain: '137',
      rpcMap: {
        '1': 'http://127.0.0.1:9/eip155:1',
        'eip155:1': 'http://127.0.0.1:9/eip155:1',
        '137': 'http://127.0.0.1:9/eip155:137',
        'eip155:137': 'http://127.0.0.1:9/eip155:137',
      },
    })
    expect(namespaces['solana']).toMatchObject({
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      defaultChain: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcMap: { 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:9/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
    })
  })

  it("PROV-03 a chain plugin's walletConnectNamespace wins, with the kit's URLs filling its rpcMap gaps", () => {
    const adapter = {
      walletConnectNamespace: (networks: readonly CaipNetwork[]) => ({
        chains: networks.map((n) => n.caipNetworkId),
        methods: ['personal_sign'],
        events: ['accountsChanged'],
        rpcMap: { 'eip155:1': 'http://custom/1' },
      }),
    } as unknown as ChainAdapter
    const { eip155 } = buildNamespaces({ networks: [mainnet, polygon], adapterOf: (ns) => (ns === 'eip155' ? adapter : undefined) })
    expect(eip155).toMatchObject({ methods: ['personal_sign'], events: ['accountsChanged'] })
    expect(eip155!.rpcMap).toMatchObject({ '1': 'http://custom/1', 'eip155:1': 'http://custom/1', '137': 'http://127.0.0.1:9/eip155:137' })
  })

  it('PROV-03 universalProviderConfigOverride replaces methods, chains, events, adds rpcMap entries and sets the default chain', () => {
    const { eip155 } = buildNamespaces({
      networks: [mainnet, polygon],
      adapterOf: noAdapter,
      override: {
        methods: { eip155: ['eth_sendTransaction'] },
        chains: { eip155: ['eip155:137'] },
        events: { eip155: ['chainChanged'] },
        rpcMap: { 'eip155:137': 'http://override/137' },
        defaultChain: 'eip155:137',
      },
    })
    expect(eip155).toMatchObject({
      methods: ['eth_sendTransaction'],
      chains: ['eip155:137'],
      events: ['chainChanged'],
      defaultChain: '137',
    })
    expect(eip155!.rpcMap).toMatchObject({ '137': 'http://override/137', 'eip155:137': 'http://override/137' })
  })
})
