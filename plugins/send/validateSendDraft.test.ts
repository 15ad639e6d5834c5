import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../kernel'
import { validateSendDraft } from './validateSendDraft'

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateSendDraft', () => {
  it('SEND-04 an amount and a receiver address are both required', () => {
    const message = /^An amount and receiver address are required$/
    expect(() => validateSendDraft({ token: eth, sendTokenAmount: undefined, receiverAddress: receiver })).toThrowError(message)
    expect(() => validateSendDraft({ token: eth, sendTokenAmount: '0', receiverAddress: receiver })).toThrowError(message)
    expect(() => validateSendDraft({ token: eth, sendTokenAmount: '0.1', receiverAddress: undefined })).toThrowError(message)
    expect(() => validateSendDraft({ token: eth, sendTokenAmount: '0.1', receiverAddress: '' })).toThrowError(message)
  })

  it('SEND-05 a token is required', () => {
    expect(() => validateSendDraft({ token: undefined, sendTokenAmount: '0.1', receiverAddress: receiver })).toThrowError(/^A token is required$/)
  })

  it('SEND-04 SEND-05 amount and receiver are checked before the token, as AppKit does', () => {
    expect(() => validateSendDraft({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined })).toThrowError(
      /^An amount and receiver address are required$/,
    )
  })

  it('passes a complete draft through', () => {
    expect(validateSendDraft({ token: eth, sendTokenAmount: '0.1', receiverAddress: receiver })).toEqual({ token: eth, sendTokenAmount: '0.1', receiverAddress: receiver })
  })
})
