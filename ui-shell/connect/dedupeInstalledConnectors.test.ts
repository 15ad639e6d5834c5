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

  it('merges one wallet announced by two chain plugins (same rdns or name) into one row with both namespaces', () => {
    const evm = announced('app.phantom', 'Phantom')
    const sol = announced('app.phantom', 'Phantom', { id: 'Phantom', chain: 'solana', info: { name: 'Phantom' } })
    const rabby = announced('io.rabby', 'Rabby Wallet')
    const rows = dedupeInstalledConnectors([evm, rabby, sol])
    expect(rows.map((r) => [r.connector.name, r.namespaces])).toEqual([
      ['Phantom', ['eip155', 'solana']],
      ['Rabby Wallet', ['eip155']],
    ])
  })

  it('keeps MULTI_CHAIN groups first, then announced, then injected', () => {
    const injected = browserWallet({ provider: { request: async () => null } })
    const a = announced('me.rainbow', 'Rainbow')
    const multi = { id: 'okx', name: 'OKX Wallet', type: 'MULTI_CHAIN' as const, chain: 'eip155', connectors: [announced('com.okex.wallet', 'OKX Wallet')] }
    expect(dedupeInstalledConnectors([injected, a, multi]).map((r) => r.connector.type)).toEqual(['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED'])
  })
})
