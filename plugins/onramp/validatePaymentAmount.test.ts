import { describe, expect, it } from 'vitest'
import { defaultPaymentCurrency } from './onRampDefaults'
import { validatePaymentAmount } from './validatePaymentAmount'

const USD = defaultPaymentCurrency()

describe('validatePaymentAmount (spec §5 payment limits)', () => {
  it('enforces the card limits 10.00 to 7500.00', () => {
    expect(validatePaymentAmount('9.99', USD, 'card')).toBe('The minimum is 10.00 USD')
    expect(validatePaymentAmount('10', USD, 'card')).toBeUndefined()
    expect(validatePaymentAmount('7500.00', USD, 'card')).toBeUndefined()
    expect(validatePaymentAmount('7500.01', USD, 'card')).toBe('The maximum is 7500.00 USD')
  })

  it('enforces the ACH limits 10.00 to 25000.00', () => {
    expect(validatePaymentAmount('20000', USD, 'ach_bank_account')).toBeUndefined()
    expect(validatePaymentAmount('25000.5', USD, 'ach_bank_account')).toBe('The maximum is 25000.00 USD')
  })

  it('rejects what is not an amount, with a message instead of a crash', () => {
    expect(validatePaymentAmount('', USD, 'card')).toBe('Enter an amount')
    expect(validatePaymentAmount('1e3', USD, 'card')).toBe('Enter an amount with at most two decimals')
    expect(validatePaymentAmount('12.345', USD, 'card')).toBe('Enter an amount with at most two decimals')
    expect(validatePaymentAmount('-5', USD, 'card')).toBe('Enter an amount with at most two decimals')
    expect(validatePaymentAmount('50', USD, 'wire')).toBe('wire is not available for USD')
  })
})
