import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'
import { fromChainActivity } from './fromChainActivity'

const entry = {
  id: 'ab'.repeat(32),
  hash: 'cd'.repeat(32),
  time: Date.UTC(2026, 10, 3, 12),
  status: 'confirmed',
  from: 'UQAAA',
  to: 'UQBBB',
  transfers: [{ direction: 'out', amount: '1.25', symbol: 'TON' }],
}

describe('fromChainActivity', () => {
  it('maps a chain plugin entry to a row on the asked network, titled from its direction', () => {
    const row = fromChainActivity(entry, 'ton:-239')!
    expect(row).toEqual({
      id: entry.id,
      metadata: { operationType: 'send', hash: entry.hash, minedAt: '2026-11-03T12:00:00.000Z', sentFrom: 'UQAAA', sentTo: 'UQBBB', status: 'confirmed', chain: 'ton:-239' },
      transfers: [{ direction: 'out', quantity: { numeric: '1.25' }, fungible_info: { symbol: 'TON', name: 'TON' } }],
    })
    expect(describeTransaction(row)).toMatchObject({ title: 'Sent', amount: '1.25 TON', direction: 'out', status: 'confirmed' })
    const received = fromChainActivity({ ...entry, transfers: [{ ...entry.transfers[0], direction: 'in' }] }, 'ton:-239')!
    expect(describeTransaction(received)).toMatchObject({ title: 'Received', counterparty: 'from UQAAA' })
  })

  it('drops what a broken or hostile node could put there, instead of throwing', () => {
    const bad = [
      null,
      'x',
      { ...entry, id: '' },
      { ...entry, time: 'now' },
      { ...entry, time: 1e20 },
      { ...entry, status: 'pending' },
      { ...entry, transfers: 'all' },
      { ...entry, transfers: [{ direction: 'sideways', amount: '1', symbol: 'TON' }] },
      { ...entry, transfers: [{ direction: 'out', amount: '-1', symbol: 'TON' }] },
      { ...entry, transfers: [{ direction: 'out', amount: '1e9', symbol: 'TON' }] },
      { ...entry, from: 7 },
    ]
    for (const value of bad) expect(fromChainActivity(value, 'ton:-239')).toBeUndefined()
  })

  it('keeps only http(s) and data-image icons, and an operation type only when it is a plain word', () => {
    const icons = (iconUrl: string) => fromChainActivity({ ...entry, transfers: [{ ...entry.transfers[0], iconUrl }] }, 'tron:0x2b6653dc')!.transfers[0]!.fungible_info!.icon
    expect(icons('javascript:alert(1)')).toBeUndefined()
    expect(icons('https://x.test/usdt.png')).toEqual({ url: 'https://x.test/usdt.png' })
    expect(fromChainActivity({ ...entry, operationType: 'Sent<img>' }, 'ton:-239')!.metadata.operationType).toBe('send')
  })
})
