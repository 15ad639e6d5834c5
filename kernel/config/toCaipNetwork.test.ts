import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors'
import type { AppKitNetwork, CaipNetwork } from '../types'
import { getRpcGatewayUrl, NETWORK_IMAGE_IDS, toCaipNetwork, withProjectId } from './toCaipNetwork'

// A viem-style chain: no caipNetworkId, no chainNamespace.
const mainnet: AppKitNetwork = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

const localDevnet: AppKitNetwork = {
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
}

const context = { projectId: 'p123', blockchainApi: 'https://rpc.walletconnect.org' }

describe('toCaipNetwork', () => {
  it('NETW-01 fills every CAIP network field of spec §3 for a viem-style chain', () => {
    const network = toCaipNetwork(mainnet, { ...context, chainImages: { 1: 'https://img.example/eth.png' } })
    expect(network).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
      testnet: false,
      assets: { imageId: NETWORK_IMAGE_IDS[1], imageUrl: 'https://img.example/eth.png' },
    })
    for (const key of [
      'id', 'caipNetworkId', 'chainNamespace', 'name', 'nativeCurrency', 'rpcUrls', 'blockExplorers',
      'testnet', 'deprecatedCaipNetworkId', 'assets',
    ]) {
      expect(network).toHaveProperty(key)
    }
    expect(network.rpcUrls.default.http[0]).toBe('https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p123')
    expect(network.rpcUrls.chainDefault?.http).toEqual(['https://eth.merkle.io'])
  })

  it('NETW-01 keeps a CAIP network’s namespace, deprecated id and explorer', () => {
    const network = toCaipNetwork(solana, context)
    expect(network.chainNamespace).toBe('solana')
    expect(network.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(network.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(network.assets?.imageId).toBe(NETWORK_IMAGE_IDS['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    expect(network.rpcUrls.chainDefault?.http).toEqual(['https://api.mainnet-beta.solana.com'])
  })

  it('NETW-01 puts a custom RPC first, then the gateway; chainDefault stays the network’s own', () => {
    const network = toCaipNetwork(mainnet, {
      ...context,
      customRpcUrls: { 'eip155:1': [{ url: 'https://my-node.example/rpc' }] },
    })
    expect(network.rpcUrls.default.http).toEqual([
      'https://my-node.example/rpc',
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p123',
    ])
    expect(network.rpcUrls.chainDefault?.http).toEqual(['https://eth.merkle.io'])
  })

  it('NETW-01 re-extending a CAIP network keeps its original RPC as chainDefault', () => {
    const once = toCaipNetwork(mainnet, context)
    const twice = toCaipNetwork(once, context)
    expect(twice.rpcUrls.chainDefault?.http).toEqual(['https://eth.merkle.io'])
    expect(twice.rpcUrls.default.http).toEqual(once.rpcUrls.default.http)
  })

  it('NETW-01 rejects a string id without a namespace, naming the option', () => {
    const odd = { ...mainnet, id: 'abc' }
    expect(() => toCaipNetwork(odd, { ...context, optionName: 'networks[3]' })).toThrowError(ConfigError)
    expect(() => toCaipNetwork(odd, { ...context, optionName: 'networks[3]' })).toThrowError(/^Invalid option `networks\[3\]`/)
  })

  it('RPC-01 the gateway URL for a listed network carries chainId and projectId', () => {
    const url = new URL(toCaipNetwork(mainnet, context).rpcUrls.default.http[0]!)
    expect(url.origin + url.pathname).toBe('https://rpc.walletconnect.org/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:1')
    expect(url.searchParams.get('projectId')).toBe('p123')
    expect(getRpcGatewayUrl('http://127.0.0.1:4010/', 'eip155:1', 'p')).toBe(
      'http://127.0.0.1:4010/v1/?chainId=eip155%3A1&projectId=p',
    )
  })

  it('RPC-01 the gateway follows the blockchainApi endpoint (sandbox) and its own chain list', () => {
    const network = toCaipNetwork(localDevnet, {
      ...context,
      blockchainApi: 'http://127.0.0.1:4010',
      gatewayChains: ['eip155:31337'],
    })
    expect(network.rpcUrls.default.http[0]).toBe('http://127.0.0.1:4010/v1/?chainId=eip155%3A31337&projectId=p123')
  })

  it('RPC-02 a network not on the gateway list keeps its own RPC URL unchanged', () => {
    const network = toCaipNetwork(localDevnet, context)
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(withProjectId('https://eth.merkle.io/?a=1', 'p123', 'rpc.walletconnect.org')).toBe('https://eth.merkle.io/?a=1')
    expect(withProjectId('not a url', 'p123', 'rpc.walletconnect.org')).toBe('not a url')
  })

  it('RPC-02 without a projectId the gateway is not used; the network keeps its own RPC', () => {
    expect(toCaipNetwork(mainnet, { ...context, projectId: '' }).rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
  })

  it('RPC-03 projectId is added only on the gateway host', () => {
    expect(withProjectId('https://rpc.walletconnect.org/v1/?chainId=eip155:1', 'p123', 'rpc.walletconnect.org')).toBe(
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p123',
    )
    // A look-alike host is not the gateway.
    expect(withProjectId('https://rpc.walletconnect.org.evil.example/v1/', 'p123', 'rpc.walletconnect.org')).toBe(
      'https://rpc.walletconnect.org.evil.example/v1/',
    )
    // An existing projectId is kept.
    expect(withProjectId('https://rpc.walletconnect.org/v1/?projectId=mine', 'p123', 'rpc.walletconnect.org')).toBe(
      'https://rpc.walletconnect.org/v1/?projectId=mine',
    )
    // A network whose own RPC is the gateway without projectId gets it; a custom RPC elsewhere does not.
    const gatewayOwn: AppKitNetwork = {
      ...localDevnet,
      rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:31337'] } },
    }
    const network = toCaipNetwork(gatewayOwn, {
      ...context,
      customRpcUrls: { 'eip155:31337': [{ url: 'https://my-node.example/rpc' }] },
    })
    expect(network.rpcUrls.default.http).toEqual([
      'https://my-node.example/rpc',
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A31337&projectId=p123',
    ])
  })
})
