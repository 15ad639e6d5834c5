import { describe, expect, it } from 'vitest'
import { testMainnet, testPolygon, testSolana } from '../../../kernel/connection/testing/testNetworks'
import { chooseNetwork } from './chooseNetwork'

const connected = (...namespaces: string[]) => (ns: string) => namespaces.includes(ns)

describe('chooseNetwork', () => {
  it('the active network: nothing to do', () => {
    expect(chooseNetwork({ network: testMainnet, activeNamespace: 'eip155', activeNetwork: testMainnet, hasAddress: connected('eip155') })).toEqual({ kind: 'none' })
  })

  it('NET-01 same family with a wallet: SwitchNetwork with the network, keeping the view data', () => {
    expect(chooseNetwork({ network: testPolygon, activeNamespace: 'eip155', activeNetwork: testMainnet, hasAddress: connected('eip155'), data: { redirectView: 'Account' } })).toEqual({
      kind: 'switch',
      data: { redirectView: 'Account', network: testPolygon },
    })
  })

  it('NET-05 no wallet for the family: just select it', () => {
    expect(chooseNetwork({ network: testPolygon, activeNamespace: 'eip155', activeNetwork: testMainnet, hasAddress: connected() })).toEqual({ kind: 'select' })
    expect(chooseNetwork({ network: testSolana, activeNamespace: 'eip155', activeNetwork: testMainnet, hasAddress: connected() })).toEqual({ kind: 'select' })
  })

  it('RTR-03 leaving a connected family for one without a wallet: SwitchActiveChain, then Connect in place', () => {
    expect(chooseNetwork({ network: testSolana, activeNamespace: 'eip155', activeNetwork: testMainnet, hasAddress: connected('eip155') })).toEqual({
      kind: 'switchActiveChain',
      data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: testSolana },
    })
  })

  it('NET-02 another family whose wallet is connected: SwitchNetwork', () => {
    expect(chooseNetwork({ network: testSolana, activeNamespace: 'eip155', activeNetwork: testMainnet, hasAddress: connected('eip155', 'solana') }).kind).toBe('switch')
  })
})
