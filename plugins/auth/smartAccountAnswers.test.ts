import { describe, expect, it } from 'vitest'
import { callsStatusFromReceipt, embeddedCapabilities } from './smartAccountAnswers'

describe('smart account answers', () => {
  it('AUTH-06 the smart account reports atomic batches and permissions per chain; the EOA reports none', () => {
    const caps = embeddedCapabilities('smartAccount', [1, 137]) as Record<string, { atomic: unknown; permissions: { supported: boolean } }>
    expect(Object.keys(caps)).toEqual(['0x1', '0x89'])
    expect(caps['0x89']!.atomic).toEqual({ status: 'supported' })
    expect(caps['0x1']!.permissions.supported).toBe(true)
    expect(embeddedCapabilities('eoa', [1])).toEqual({})
  })

  it('maps the batch transaction receipt to an ERC-5792 status', () => {
    expect(callsStatusFromReceipt('0xab', 1, null)).toEqual({ version: '2.0.0', id: '0xab', chainId: '0x1', atomic: true, status: 100 })
    const done = callsStatusFromReceipt('0xab', 137, { status: '0x1', transactionHash: '0xab', blockNumber: '0x5', logs: [] })
    expect(done.status).toBe(200)
    expect(done.chainId).toBe('0x89')
    expect(done.receipts?.[0]?.transactionHash).toBe('0xab')
    expect(callsStatusFromReceipt('0xab', 1, { status: '0x0' }).status).toBe(500)
  })
})
