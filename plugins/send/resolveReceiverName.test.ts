import { describe, expect, it } from 'vitest'
import { isNameLike } from './resolveReceiverName'

// resolveReceiverName itself talks to the name service: sandbox/integration/sendReceiver.test.ts.
describe('isNameLike', () => {
  it('tells names from addresses and half-typed text', () => {
    expect(isNameLike('airlock-demo.reown.id')).toBe(true)
    expect(isNameLike('vitalik.eth')).toBe(true)
    expect(isNameLike('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isNameLike('alice.')).toBe(false)
    expect(isNameLike('alice')).toBe(false)
    expect(isNameLike('a b.id')).toBe(false)
  })
})
