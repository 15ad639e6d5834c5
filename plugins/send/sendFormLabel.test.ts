import { describe, expect, it } from 'vitest'
import { canPreview, sendFormLabel } from './sendFormLabel'
import { RECEIVER, USDC } from './testing/testTokens'

const ready = { token: USDC, amount: '10', receiverInput: RECEIVER, receiverAddress: RECEIVER }

describe('sendFormLabel', () => {
  it('names the first thing missing: token, amount, funds, receiver', () => {
    expect(sendFormLabel({ ...ready, token: undefined, amount: undefined })).toBe('Select Token')
    expect(sendFormLabel({ ...ready, amount: '' })).toBe('Add Amount')
    expect(sendFormLabel({ ...ready, amount: '0' })).toBe('Add Amount')
    expect(sendFormLabel({ ...ready, amount: '10000.000001' })).toBe('Insufficient Funds')
    expect(sendFormLabel({ ...ready, receiverInput: ' ', receiverAddress: undefined })).toBe('Add Address')
    expect(sendFormLabel({ ...ready, receiverInput: 'bob.reown.id', receiverAddress: undefined, resolving: true })).toBe('Resolving name')
    expect(sendFormLabel({ ...ready, receiverInput: '0x123', receiverAddress: undefined })).toBe('Invalid Address')
  })

  it('reads "Preview Send" only for a complete draft within the balance', () => {
    expect(sendFormLabel({ ...ready, amount: '10000' })).toBe('Preview Send')
    expect(canPreview(ready)).toBe(true)
    expect(canPreview({ ...ready, receiverAddress: undefined })).toBe(false)
  })
})
