import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import type { CaipNetwork } from '../types'
import * as entry from './index'

const networks = Object.entries(entry as Record<string, unknown>).filter(
  (pair): pair is [string, CaipNetwork] =>
    typeof pair[1] === 'object' && pair[1] !== null && 'caipNetworkId' in pair[1],
)
// `klaytn` is the deprecated alias of `kaia` (the very same object); count each network once.
const distinct = [...new Set(networks.map(([, network]) => network))]

const isNonEmptyString = (value: unknown) => typeof value === 'string' && value.length > 0

describe('airlock/networks data', () => {
  it('exports every network the brief lists', () => {
    const names = networks.map(([name]) => name).sort()
    expect(names).toEqual(
      [
        'arbitrum', 'aurora', 'avalanche', 'base', 'baseSepolia', 'berachain', 'bitcoin',
        'bitcoinTestnet', 'bsc', 'celo', 'fantom', 'gnosis', 'kaia', 'klaytn', 'linea', 'mainnet',
        'optimism', 'polygon', 'polygonAmoy', 'scroll', 'sepolia', 'solana', 'solanaDevnet',
        'solanaTestnet', 'ton', 'tonTestnet', 'tronMainnet', 'tronNileTestnet', 'tronShastaTestnet', 'zksync',
      ].sort(),
    )
    expect(entry.klaytn).toBe(entry.kaia)
  })

  it.each(networks)('NETW-01 %s has every CAIP network field of spec §3', (_name, network) => {
    expect(typeof network.id === 'number' || isNonEmptyString(network.id)).toBe(true)
    expect(isNonEmptyString(network.name)).toBe(true)
    expect(network.nativeCurrency).toEqual({
      name: expect.any(String),
      symbol: expect.any(String),
      decimals: expect.any(Number),
    })
    expect(isNonEmptyString(network.nativeCurrency.symbol)).toBe(true)
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    expect(network.rpcUrls.chainDefault?.http).toEqual(network.rpcUrls.default.http)
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toBe('https:')
    expect(isNonEmptyString(network.blockExplorers?.default.name)).toBe(true)
    expect(new URL(network.blockExplorers!.default.url).protocol).toBe('https:')
    expect(typeof network.testnet).toBe('boolean')
    if (network.assets) expect(isNonEmptyString(network.assets.imageId)).toBe(true)
    if (network.deprecatedCaipNetworkId) {
      expect(parseCaipNetworkId(network.deprecatedCaipNetworkId).chainNamespace).toBe(
        network.chainNamespace,
      )
    }
  })

  it.each(networks)('NETW-01 %s has a caipNetworkId that agrees with id and namespace', (_n, network) => {
    expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
      chainNamespace: network.chainNamespace,
      chainId: String(network.id),
    })
  })

  it('NETW-01 ids and CAIP ids are unique across every exported network', () => {
    const caipIds = distinct.flatMap((n) => [n.caipNetworkId, n.deprecatedCaipNetworkId ?? []].flat())
    expect(new Set(caipIds).size).toBe(caipIds.length)
    const names = distinct.map((n) => n.name)
    expect(new Set(names).size).toBe(names.length)
    const ids = distinct.map((n) => `${n.chainNamespace}/${n.id}`)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('NETW-01 uses the real CAIP ids for the non-EVM networks', () => {
    expect(entry.solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(entry.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(entry.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(entry.bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(entry.bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    // AppKit's TON ids: TonConnect's network global ids.
    expect(entry.ton.caipNetworkId).toBe('ton:-239')
    expect(entry.tonTestnet.caipNetworkId).toBe('ton:-3')
    expect(entry.solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
  })

  it("uses AppKit's CAIP ids for TRON (hex chain id) and 6-decimal TRX", () => {
    expect(entry.tronMainnet.caipNetworkId).toBe('tron:0x2b6653dc')
    expect(entry.tronShastaTestnet.caipNetworkId).toBe('tron:0x94a9059e')
    expect(entry.tronNileTestnet.caipNetworkId).toBe('tron:0xcd8690dc')
    for (const network of [entry.tronMainnet, entry.tronShastaTestnet, entry.tronNileTestnet]) {
      expect(network.nativeCurrency).toEqual({ name: 'TRX', symbol: 'TRX', decimals: 6 })
    }
  })

  it('covers every eip155 chain on the swap networks list (spec §9)', () => {
    const evmIds = new Set(distinct.filter((n) => n.chainNamespace === 'eip155').map((n) => n.id))
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]) {
      expect(evmIds.has(id)).toBe(true)
    }
  })

  it('marks testnets and only testnets', () => {
    const testnets = distinct.filter((n) => n.testnet).map((n) => n.name).sort()
    expect(testnets).toEqual(
      ['Base Sepolia', 'Bitcoin Testnet', 'Polygon Amoy', 'Sepolia', 'Solana Devnet', 'Solana Testnet', 'TON Testnet', 'TRON Nile', 'TRON Shasta'].sort(),
    )
  })
})
