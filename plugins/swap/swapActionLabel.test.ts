import { describe, expect, it } from 'vitest'
import { canReviewSwap, swapActionLabel, type SwapFormState } from './swapActionLabel'

const eth = { name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', decimals: 18, logoUri: '', balance: '2' }
const usdc = { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', decimals: 6, logoUri: '' }
const form = (patch: Partial<SwapFormState>): SwapFormState => ({
  sourceToken: eth,
  toToken: usdc,
  sourceTokenAmount: '1',
  toTokenAmount: '2991.03',
  loadingQuote: false,
  quoteError: undefined,
  ...patch,
})

describe('the swap action button', () => {
  it('walks Select token, Enter amount, Insufficient balance, Review swap', () => {
    expect(swapActionLabel(form({ toToken: undefined }))).toBe('Select token')
    expect(swapActionLabel(form({ sourceToken: undefined }))).toBe('Select token')
    expect(swapActionLabel(form({ sourceTokenAmount: '' }))).toBe('Enter amount')
    expect(swapActionLabel(form({ sourceTokenAmount: '0.0' }))).toBe('Enter amount')
    expect(swapActionLabel(form({ sourceTokenAmount: '2.5' }))).toBe('Insufficient balance')
    expect(swapActionLabel(form({ sourceToken: { ...eth, balance: undefined } }))).toBe('Insufficient balance')
    expect(swapActionLabel(form({ loadingQuote: true }))).toBe('Getting quote')
    expect(swapActionLabel(form({}))).toBe('Review swap')
  })

  it('lets the swap be reviewed only with a standing quote', () => {
    expect(canReviewSwap(form({}))).toBe(true)
    expect(canReviewSwap(form({ quoteError: 'Insufficient liquidity' }))).toBe(false)
    expect(canReviewSwap(form({ toTokenAmount: '' }))).toBe(false)
    expect(canReviewSwap(form({ sourceTokenAmount: '3' }))).toBe(false)
  })
})
