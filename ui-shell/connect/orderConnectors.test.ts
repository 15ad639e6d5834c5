import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_LIMIT } from '../../kernel'
import { CONNECTOR_TYPE_ORDER, orderConnectors } from './orderConnectors'

const all = {
  recommended: ['r'],
  external: ['x'],
  custom: ['c'],
  featured: ['f'],
  injected: ['i'],
  recent: ['n1', 'n2', 'n3'],
  walletConnect: ['wc'],
}

describe('orderConnectors', () => {
  it('CONV-03 lists groups by type: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_TYPE_ORDER).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
    expect(orderConnectors(all).map((g) => g.type)).toEqual([...CONNECTOR_TYPE_ORDER])
  })

  it('CONV-04 puts the connectorTypeOrder overrides first, then the rest in type order', () => {
    expect(orderConnectors(all, ['recommended', 'injected']).map((g) => g.type)).toEqual([
      'recommended', 'injected', 'walletConnect', 'recent', 'featured', 'custom', 'external',
    ])
  })

  it('drops empty groups, ignores unknown override names and repeats', () => {
    const groups = orderConnectors({ injected: ['i'], featured: [] , external: ['x'] }, ['external', 'external', 'bogus' as never])
    expect(groups.map((g) => g.type)).toEqual(['external', 'injected'])
  })

  it('CNR-10 keeps at most 2 recent wallets', () => {
    expect(RECENT_WALLETS_LIMIT).toBe(2)
    expect(orderConnectors(all).find((g) => g.type === 'recent')!.items).toEqual(['n1', 'n2'])
  })
})
