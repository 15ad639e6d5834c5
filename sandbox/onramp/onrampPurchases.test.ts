import { describe, expect, it } from 'vitest'
import { createOnrampPurchases } from './onrampPurchases'

const fields = { provider: 'meld' as const, address: '0xAbC', network: 'eip155:1', purchaseCurrency: 'USDC', purchaseAmount: '9.5', paymentCurrency: 'USD', paymentAmount: '10' }

describe('createOnrampPurchases', () => {
  it('opens purchases in progress, settles each once, and lists an address’s newest first', () => {
    let t = 1000
    const purchases = createOnrampPurchases(() => t++)
    const first = purchases.open(fields)
    const second = purchases.open({ ...fields, provider: 'coinbase' })
    expect(first.status).toBe('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')
    expect(purchases.settle(first.id, { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', txHash: '0x1' })?.txHash).toBe('0x1')
    // A second Buy must not deliver twice.
    expect(purchases.settle(first.id, { status: 'ONRAMP_TRANSACTION_STATUS_FAILED' })).toBeUndefined()
    expect(purchases.of('0xabc').map((p) => p.id)).toEqual([second.id, first.id])
    expect(purchases.of('0xABC', 'meld').map((p) => p.id)).toEqual([first.id])
    expect(purchases.of('0xdef')).toEqual([])
  })
})
