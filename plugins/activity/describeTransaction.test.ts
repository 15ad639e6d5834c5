import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'
import { OTHER, transfer, tx } from './testing/historyFixtures'

describe('describeTransaction', () => {
  it('a send: title, amount with 2 decimals en-US, receiver, direction out, status confirmed, token image', () => {
    const d = describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('out', '1234.5', 'USDC')]))
    expect(d).toMatchObject({ title: 'Sent', amount: '1,234.50 USDC', counterparty: 'to 0x70...79C8', direction: 'out', status: 'confirmed', type: 'send' })
    expect(d.images).toEqual([{ url: 'data:image/svg+xml,USDC', fallback: 'USD', kind: 'token' }])
  })

  it('a receipt reads "from" the sender, direction in', () => {
    const d = describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('in', '0.5', 'ETH')], { operationType: 'receive', sentFrom: OTHER }))
    expect(d).toMatchObject({ title: 'Received', amount: '0.50 ETH', counterparty: 'from 0x70...79C8', direction: 'in' })
  })

  it('a trade with two transfers is one row "A → B" with both images', () => {
    const d = describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('out', '100', 'USDC'), transfer('in', '0.0331', 'ETH')], { operationType: 'trade' }))
    expect(d.title).toBe('Swapped')
    expect(d.amount).toBe('100.00 USDC → 0.03 ETH')
    expect(d.counterparty).toBe('')
    expect(d.images.map((i) => i.fallback)).toEqual(['USD', 'ETH'])
  })

  it('failed and pending statuses, approve and unknown operation types, an NFT image', () => {
    expect(describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('out', '1', 'ETH')], { status: 'failed' }))).toMatchObject({ title: 'Sent', status: 'failed' })
    expect(describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('out', '1', 'ETH')], { status: 'pending' }))).toMatchObject({ title: 'Sending', status: 'pending' })
    expect(describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [], { operationType: 'approve' }))).toMatchObject({ title: 'Approved', amount: '', images: [] })
    expect(describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [], { operationType: 'bridge' })).title).toBe('Bridge')
    const nft = describeTransaction(
      tx('0x1', '2026-11-20T10:00:00Z', [{ direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Punk #1', flags: { is_spam: false }, content: { preview: { url: 'https://nft.test/1.png' } } } }], { operationType: 'mint' }),
    )
    expect(nft).toMatchObject({ title: 'Minted', amount: 'Punk #1', direction: 'in' })
    expect(nft.images).toEqual([{ url: 'https://nft.test/1.png', fallback: 'Pun', kind: 'nft' }])
  })

  it('a tiny amount reads "<0.01", never a misleading 0.00; garbage reads 0.00', () => {
    expect(describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('in', '0.000021', 'ETH')])).amount).toBe('<0.01 ETH')
    expect(describeTransaction(tx('0x1', '2026-11-20T10:00:00Z', [transfer('in', 'NaN', 'ETH')])).amount).toBe('0.00 ETH')
  })
})
