import { describe, expect, it } from 'vitest'
import { createOnRampStore } from './createOnRampStore'
import { ONRAMP_PROVIDERS } from './onRampProviders'

describe('on-ramp state', () => {
  it('ONR-12 the state has purchaseCurrency, paymentCurrency, providers, selectedProvider, purchaseAmount, paymentAmount, quotesLoading and error', () => {
    const state = createOnRampStore().getState()
    for (const key of ['purchaseCurrency', 'paymentCurrency', 'providers', 'selectedProvider', 'purchaseAmount', 'paymentAmount', 'quotesLoading', 'error']) {
      expect(state).toHaveProperty(key)
    }
    expect(state.purchaseCurrency.symbol).toBe('USDC')
    expect(state.paymentCurrency.id).toBe('USD')
    expect(state.selectedProvider).toBeNull()
    expect(state.quotesLoading).toBe(false)
    expect(state.error).toBeUndefined()
  })

  it('ONR-13 resetState restores the default state', () => {
    const store = createOnRampStore()
    const defaults = store.getState()
    store.setState({
      selectedProvider: ONRAMP_PROVIDERS[0]!,
      paymentAmount: 250,
      purchaseAmount: 245.75,
      quotesLoading: true,
      error: 'x',
      paymentCurrency: { id: 'EUR', payment_method_limits: [] },
      purchase: { status: 'success', amount: '1' },
    })
    store.resetState()
    expect(store.getState()).toEqual(defaults)
    expect(store.getState().purchase).toEqual({ status: 'idle' })
  })
})
