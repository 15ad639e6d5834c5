import { describe, expect, it } from 'vitest'
import type { Connector } from '../../kernel'
import { connectorsForNamespace } from './connectorsForNamespace'

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
