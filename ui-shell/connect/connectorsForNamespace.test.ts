import { describe, expect, it } from 'vitest'
import type { Connector, WalletEntry } from '../../kernel'
import { connectorsForNamespace, recentWalletsForNamespace } from './connectorsForNamespace'

const evm: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
const sol: Connector = { id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const phantomEvm: Connector = { id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' }
const multi: Connector = { id: 'phantom', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'solana', connectors: [sol, phantomEvm] }
const wcEvm: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const wcSol: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }

describe('connectorsForNamespace ("Add wallet" on a ProfileWallets tab)', () => {
  it("keeps the namespace's connectors, and a multi-chain wallet as its member there", () => {
    expect(connectorsForNamespace([evm, multi, wcEvm, wcSol], 'eip155')).toEqual([evm, phantomEvm, wcEvm])
    expect(connectorsForNamespace([evm, multi, wcEvm, wcSol], 'solana')).toEqual([sol, wcSol])
  })
  it('a multi-chain wallet without the namespace is left out', () => {
    expect(connectorsForNamespace([{ ...multi, connectors: [sol] }], 'eip155')).toEqual([])
  })
})

describe('recentWalletsForNamespace', () => {
  const recent = (id: string, name: string): WalletEntry => ({ id, name, rdns: null }) as WalletEntry
  it('leaves out a recent wallet installed for other namespaces only; keeps catalogue ones and those of the namespace', () => {
    const list = [recent('io.metamask', 'MetaMask'), recent('phantom', 'Phantom'), recent('c57ca95b', 'Rainbow')]
    expect(recentWalletsForNamespace(list, [evm, multi], 'solana').map((w) => w.id)).toEqual(['phantom', 'c57ca95b'])
    expect(recentWalletsForNamespace(list, [evm, multi], 'eip155').map((w) => w.id)).toEqual(['io.metamask', 'phantom', 'c57ca95b'])
  })
})
