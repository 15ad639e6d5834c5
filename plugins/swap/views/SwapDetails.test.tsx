// @vitest-environment jsdom
// The quote's details over a real headless kit with the swap plugin, in German: the plugin's
// pack loads and the rows use German words and number forms. The state is written as the swap
// service would after a quote (its fetching is covered in sandbox/integration/swap.test.ts).
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER } from '../../../kernel'
import { createTestKit, type TestKit } from '../../../ui-shell/testing/createTestKit'
import type { SwapState } from '../createSwapService'
import { swap } from '../index'
import { NATIVE_PLACEHOLDER, tokenKey, type SwapToken } from '../swapToken'
import { SwapDetails } from './SwapDetails'

const ETH: SwapToken = { name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE_PLACEHOLDER}`, decimals: 18, logoUri: '', balance: '2' }
const USDC: SwapToken = { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', decimals: 6, logoUri: '' }

const quoted = {
  tokens: [ETH, USDC],
  prices: { [tokenKey(ETH)]: 3000, [tokenKey(USDC)]: 1 },
  gasPrice: 2_000_000_000n,
  sourceToken: ETH,
  toToken: USDC,
  sourceTokenAmount: '1',
  toTokenAmount: '2991.03',
} as Partial<SwapState> as SwapState

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

const cell = (id: string) => screen.getByTestId(`swap-details-${id}`).textContent

describe('SwapDetails', () => {
  it('in German: labels, rate, network cost, price impact, slippage and minimum received in the locale’s forms', async () => {
    const t = createTestKit({ plugins: [swap], locale: 'de', features: { swaps: true } })
    kits.push(t)
    await t.kit.ready()
    await t.kit[KIT_CONTAINER].resolve(I18N).ready('swap')
    t.render(<SwapDetails state={quoted} />)
    // A <dl> has no list role, so its name is read through its label.
    expect(screen.getByLabelText('Tauschdetails').tagName).toBe('DL')
    expect(screen.getByText('Kurs')).toBeTruthy()
    expect(cell('rate')).toBe('1 ETH = 2.991,03 USDC')
    // 150,000 gas at 2 gwei is 0.0003 ETH, at $3,000: 0.90 USD.
    expect(cell('network-cost')).toBe('0,90\u00a0$')
    expect(cell('price-impact')).toBe('~0,3\u00a0%')
    expect(cell('max-slippage')).toBe('1\u00a0%')
    expect(cell('minimum-received')).toBe('2.961,1197 USDC')
    expect(cell('provider-fee')).toBe('Im Angebot enthalten')
  })
})
