import { describe, expect, it } from 'vitest'
import { formatMessage, formattersFor } from '../../kernel/plugin'
import de from './locales/de'
import { defaultPaymentCurrency } from './onRampDefaults'
import { amountMessages } from './onrampMessages'
import { methodLabel, validatePaymentAmount, type AmountText } from './validatePaymentAmount'

const USD = defaultPaymentCurrency()

describe('validatePaymentAmount (spec §5 payment limits)', () => {
  it('enforces the card limits 10.00 to 7500.00', () => {
    expect(validatePaymentAmount('9.99', USD, 'card')).toBe('The minimum is $10.00')
    expect(validatePaymentAmount('10', USD, 'card')).toBeUndefined()
    expect(validatePaymentAmount('7500.00', USD, 'card')).toBeUndefined()
    expect(validatePaymentAmount('7500.01', USD, 'card')).toBe('The maximum is $7,500.00')
  })

  it('enforces the ACH limits 10.00 to 25000.00', () => {
    expect(validatePaymentAmount('20000', USD, 'ach_bank_account')).toBeUndefined()
    expect(validatePaymentAmount('25000.5', USD, 'ach_bank_account')).toBe('The maximum is $25,000.00')
  })

  it('rejects what is not an amount, with a message instead of a crash', () => {
    expect(validatePaymentAmount('', USD, 'card')).toBe('Enter an amount')
    expect(validatePaymentAmount('1e3', USD, 'card')).toBe('Enter an amount with at most two decimals')
    expect(validatePaymentAmount('12.345', USD, 'card')).toBe('Enter an amount with at most two decimals')
    expect(validatePaymentAmount('-5', USD, 'card')).toBe('Enter an amount with at most two decimals')
    expect(validatePaymentAmount('50', USD, 'wire')).toBe('wire is not available for USD')
  })

  it('speaks the words and money forms it is given (German here, from the plugin’s own catalogue)', () => {
    const german: AmountText = (key, values) => formatMessage(de[`${amountMessages.area}.${key}`]!, values, 'de')
    expect(validatePaymentAmount('9', USD, 'card', german, formattersFor('de'))).toBe('Der Mindestbetrag ist 10,00\u00a0$')
    expect(validatePaymentAmount('25001', USD, 'ach_bank_account', german, formattersFor('de'))).toBe('Der Höchstbetrag ist 25.000,00\u00a0$')
    expect(methodLabel('ach_bank_account', german)).toBe('Banküberweisung (ACH)')
  })
})
