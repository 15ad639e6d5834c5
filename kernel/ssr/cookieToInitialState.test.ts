import { describe, expect, it } from 'vitest'
import { cookieToInitialState } from './cookieToInitialState'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** A Cookie header as a browser sends it, with the kit's cookie made of these entries (JSON values). */
function header(entries: Record<string, unknown>, others = 'theme=dark') {
  const value = Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, JSON.stringify(v)]))
  return `${others}; airlock.store=${encodeURIComponent(JSON.stringify(value))}`
}

const good = {
  connection_status: 'connected',
  connected_namespaces: 'eip155,solana',
  active_namespace: 'solana',
  'connector_id:eip155': 'io.metamask',
  'active_network:eip155': 'eip155:137',
  'account:eip155': { address: ADDRESS, caipAddress: `eip155:137:${ADDRESS}` },
  'connector_id:solana': 'phantom',
  'active_network:solana': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'account:solana': { address: SOLANA },
}

describe('cookieToInitialState', () => {
  it('BYD-32 reads the connection the kit stored: each namespace, its network and connector, and the active one', () => {
    expect(cookieToInitialState(header(good))).toEqual({
      activeNamespace: 'solana',
      accounts: {
        eip155: { address: ADDRESS, caipNetworkId: 'eip155:137', connectorId: 'io.metamask' },
        solana: { address: SOLANA, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' },
      },
    })
  })

  it('BYD-32 is undefined for no cookie, a disconnected one, and garbage', () => {
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
    expect(cookieToInitialState(header({ ...good, connection_status: 'disconnected' }))).toBeUndefined()
    expect(cookieToInitialState('airlock.store=%E0%A4%A')).toBeUndefined()
    expect(cookieToInitialState('airlock.store=not json')).toBeUndefined()
    expect(cookieToInitialState(`airlock.store=${encodeURIComponent('[1,2]')}`)).toBeUndefined()
    expect(cookieToInitialState(`airlock.store=${'x'.repeat(5000)}`)).toBeUndefined()
  })

  it('BYD-32 leaves out a forged address, an unknown namespace, a network of another namespace and a network the host does not configure', () => {
    const forged = header({ ...good, 'account:eip155': { address: '<img src=x onerror=alert(1)>' } })
    expect(cookieToInitialState(forged)?.accounts).toEqual({ solana: expect.objectContaining({ address: SOLANA }) })

    const unknown = header({ ...good, connected_namespaces: 'eip155,zz!,cosmos', 'account:cosmos': { address: 'cosmos1abc' }, 'active_network:cosmos': 'cosmos:hub', 'connector_id:cosmos': 'keplr' })
    expect(Object.keys(cookieToInitialState(unknown)!.accounts)).toEqual(['eip155'])

    const crossed = header({ ...good, connected_namespaces: 'eip155', 'active_network:eip155': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(cookieToInitialState(crossed)).toBeUndefined()

    const networks = [{ caipNetworkId: 'eip155:1' }, { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }]
    expect(cookieToInitialState(header(good), { networks })).toEqual({
      activeNamespace: 'solana',
      accounts: { solana: expect.objectContaining({ address: SOLANA }) },
    })
  })

  it('BYD-32 falls back to the first restored namespace when the active one is not restored', () => {
    const state = cookieToInitialState(header({ ...good, connected_namespaces: 'eip155', active_namespace: '__proto__' }))
    expect(state?.activeNamespace).toBe('eip155')
  })
})
