import { describe, expect, it } from 'vitest'
import { dedupeInstalledConnectors } from './dedupeInstalledConnectors'
import { announced, browserWallet } from '../testing/testConnectors'

describe('dedupeInstalledConnectors', () => {
  it('lists a wallet that is both injected and announced (EIP-6963) once, as the announced one', () => {
    const mm = announced('io.metamask.mobile', 'MetaMask')
    const injected = browserWallet({ provider: mm.provider })
    const rows = dedupeInstalledConnectors([injected, mm])
    expect(rows).toEqual([{ connector: mm, namespaces: ['eip155'] }])
  })

  it('CNR-06 CNR-08 merges one wallet announced by two chain plugins (same rdns or name) into one MULTI_CHAIN row with both namespaces', () => {
    const evm = announced('app.phantom', 'Phantom')
    const sol = announced('app.phantom', 'Phantom', { id: 'Phantom', chain: 'solana', info: { name: 'Phantom' } })
    const rabby = announced('io.rabby', 'Rabby Wallet')
    const rows = dedupeInstalledConnectors([evm, rabby, sol])
    expect(rows.map((r) => [r.connector.name, r.namespaces])).toEqual([
      ['Phantom', ['eip155', 'solana']],
      ['Rabby Wallet', ['eip155']],
    ])
    // CNR-06: the wallet in two namespaces is one MULTI_CHAIN connector holding each namespace's own connector.
    expect(rows[0]!.connector.type).toBe('MULTI_CHAIN')
    expect(rows[0]!.connector.connectors).toEqual([evm, sol])
    expect(rows[1]!.connector).toBe(rabby)
  })

  it('a multi-chain group takes the best connector per namespace: announced over injected for the same provider', () => {
    const evm = announced('dev.airlock.multichain', 'Multi')
    const injected = browserWallet({ provider: evm.provider })
    const sol = announced('dev.airlock.multichain', 'Multi', { id: 'Multi', chain: 'solana', info: { name: 'Multi' } })
    const [row] = dedupeInstalledConnectors([injected, sol, evm])
    expect(row!.connector.type).toBe('MULTI_CHAIN')
    expect(row!.connector.connectors).toEqual([sol, evm])
    expect(row!.namespaces.sort()).toEqual(['eip155', 'solana'])
  })

  it('keeps MULTI_CHAIN groups first, then announced, then injected', () => {
    const injected = browserWallet({ provider: { request: async () => null } })
    const a = announced('me.rainbow', 'Rainbow')
    const multi = { id: 'okx', name: 'OKX Wallet', type: 'MULTI_CHAIN' as const, chain: 'eip155', connectors: [announced('com.okex.wallet', 'OKX Wallet')] }
    expect(dedupeInstalledConnectors([injected, a, multi]).map((r) => r.connector.type)).toEqual(['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED'])
  })
})
