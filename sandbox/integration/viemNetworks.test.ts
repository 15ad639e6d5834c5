// Hosts pass viem's chain definitions as `networks` (AppKit allows it): the kit must hold them as
// full CAIP networks (spec §3), with the RPC resolution rules applied.
import { mainnet, polygon } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit, type AppKit, type AppKitOptions } from '../../kernel'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

describe('viem chain definitions as networks', () => {
  it('NETW-01 RPC-01 RPC-02 turns viem chains into CAIP networks with every §3 field', async () => {
    const kit = createAppKit({
      projectId: 'p1',
      networks: [mainnet, polygon] as unknown as AppKitOptions['networks'],
      customRpcUrls: { 'eip155:137': [{ url: 'http://127.0.0.1:4313' }] },
      endpoints: { blockchainApi: 'http://127.0.0.1:4310', analytics: 'http://127.0.0.1:9' },
    })
    kits.push(kit)
    await kit.ready()
    const [eth, pol] = kit.getCaipNetworks()
    expect(eth).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: mainnet.name,
      nativeCurrency: mainnet.nativeCurrency,
      blockExplorers: { default: { name: mainnet.blockExplorers.default.name, url: mainnet.blockExplorers.default.url } },
    })
    // The gateway for listed networks, with chainId and projectId; the chain's own RPC kept as chainDefault.
    const gateway = new URL(eth!.rpcUrls.default.http[0]!)
    expect(`${gateway.origin}${gateway.pathname}`).toBe('http://127.0.0.1:4310/v1/')
    expect(Object.fromEntries(gateway.searchParams)).toEqual({ chainId: 'eip155:1', projectId: 'p1' })
    expect(eth!.rpcUrls.chainDefault?.http).toEqual(mainnet.rpcUrls.default.http)
    // customRpcUrls first, left unchanged.
    expect(pol!.rpcUrls.default.http[0]).toBe('http://127.0.0.1:4313')
    expect(pol!.caipNetworkId).toBe('eip155:137')
  })
})
