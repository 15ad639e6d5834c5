// The sandbox's WalletConnect test wallet speaks eip155 and solana only, so a plain object
// shaped like the universal provider's session stands in for a polkadot or cosmos wallet.
import { describe, expect, it } from 'vitest'
import type { CaipNetwork, Connector } from '../../kernel'
import { FAMILY_DEFAULTS } from './familyDefaults'
import { genericAdapter } from './genericAdapter'

const polkadot: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
}
const cosmosHub: CaipNetwork = {
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.cosmos.network'] } },
}
const DOT_ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

function session(namespace: string, accounts: string[]) {
  const requests: unknown[][] = []
  const provider = {
    session: { namespaces: { [namespace]: { accounts } } } as { namespaces: Record<string, { accounts: string[] }> } | undefined,
    request: async (...args: unknown[]) => (requests.push(args), { id: 1, signature: '0xsig' }),
    disconnect: async () => void (provider.session = undefined),
  }
  const connector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace, provider }
  return { provider, connector, requests }
}

describe('genericAdapter', () => {
  it('serves a family through WalletConnect: accounts from the session, eoa by default', async () => {
    const adapter = genericAdapter({ namespace: 'cosmos' })
    const { connector } = session('cosmos', ['cosmos:cosmoshub-4:cosmos1abc', 'cosmos:osmosis-1:osmo1xyz'])
    const result = await adapter.connect({ connector, network: cosmosHub })
    expect(result).toEqual({
      connectorId: 'walletConnect',
      accounts: [
        { address: 'cosmos1abc', type: 'eoa' },
        { address: 'osmo1xyz', type: 'eoa' },
      ],
      address: 'cosmos1abc',
      caipNetwork: cosmosHub,
    })
    expect(adapter.signMessage).toBeUndefined() // cosmos has no shared text-signing method
  })

  it('uses the family defaults for its WalletConnect namespace, and the options when given', () => {
    expect(genericAdapter({ namespace: 'polkadot' }).walletConnectNamespace!([polkadot, cosmosHub])).toEqual({
      chains: [polkadot.caipNetworkId],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: { [polkadot.caipNetworkId]: 'https://rpc.polkadot.io' },
    })
    expect(genericAdapter({ namespace: 'cosmos', methods: ['cosmos_signDirect'], events: [] }).walletConnectNamespace!([cosmosHub])).toMatchObject({
      methods: ['cosmos_signDirect'],
      events: [],
    })
    expect(genericAdapter({ namespace: 'kaspa' }).walletConnectNamespace!([])).toMatchObject({ methods: [] })
    for (const family of ['cosmos', 'polkadot', 'near', 'tezos', 'algorand', 'cip34', 'elrond', 'multiversx']) {
      expect(FAMILY_DEFAULTS[family]!.methods.length).toBeGreaterThan(0)
    }
  })

  it('gives polkadot eoa accounts (ACCT-03) and signs with polkadot_signMessage', async () => {
    const adapter = genericAdapter({ namespace: 'polkadot' })
    expect(adapter.defaultAccountType).toBe('eoa')
    const { connector, provider, requests } = session('polkadot', [`${polkadot.caipNetworkId}:${DOT_ADDRESS}`])
    await adapter.connect({ connector, network: polkadot })
    expect(await adapter.signMessage!({ message: 'hello', address: DOT_ADDRESS, provider })).toBe('0xsig')
    expect(requests).toEqual([[{ method: 'polkadot_signMessage', params: { address: DOT_ADDRESS, message: 'hello' } }, polkadot.caipNetworkId]])
  })

  it('accepts any non-empty address without spaces or colons unless given a rule', () => {
    const { isAddress } = genericAdapter({ namespace: 'near' })
    expect(isAddress('alice.near')).toBe(true)
    expect(isAddress('')).toBe(false)
    expect(isAddress('has space')).toBe(false)
    expect(isAddress('near:mainnet:alice')).toBe(false)
    expect(genericAdapter({ namespace: 'near', isAddress: (a) => a.endsWith('.near') }).isAddress('bob.testnet')).toBe(false)
  })

  it('refuses connectors that are not WalletConnect and restores nothing from an empty session', async () => {
    const adapter = genericAdapter({ namespace: 'tezos' })
    const injected: Connector = { id: 'temple', name: 'Temple', type: 'INJECTED', chain: 'tezos' }
    const network = { ...polkadot, chainNamespace: 'tezos', caipNetworkId: 'tezos:NetXdQprcVkpaWU' as const }
    await expect(adapter.connect({ connector: injected, network })).rejects.toThrowError(
      'Temple cannot connect tezos: it connects through WalletConnect only (got a INJECTED connector)',
    )
    expect(await adapter.reconnect!({ connector: session('tezos', []).connector, network })).toBeUndefined()
  })
})
