import { formatMessage, formattersFor, type Formatters, type MessageValues } from '../../kernel/plugin'
import { amountMessages } from './onrampMessages'
import { formatLimit } from './onRampFormat'
import type { PaymentCurrency } from './onRampTypes'

type AmountKey = keyof typeof amountMessages.en
/** The amount step's words: the view's translation, English by default. */
export type AmountText = (key: AmountKey, values?: MessageValues) => string

const english: AmountText = (key, values) => formatMessage(amountMessages.en[key], values, 'en')

const METHOD_KEYS: Readonly<Record<string, AmountKey>> = { card: 'card', ach_bank_account: 'achBankAccount' }

/** A payment method's name in the view's words; an unknown method id shows as it came. */
export const methodLabel = (method: string, text: AmountText = english): string => (METHOD_KEYS[method] ? text(METHOD_KEYS[method]) : method)

/**
 * The amount step's check against the payment method's limits (spec §5): an error to show, or
 * undefined when the amount can be bought.
 */
export function validatePaymentAmount(
  input: string,
  currency: PaymentCurrency,
  method: string,
  text: AmountText = english,
  format: Formatters = formattersFor('en'),
): string | undefined {
  const trimmed = input.trim()
  if (!trimmed) return text('enterAmount')
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return text('twoDecimals')
  const amount = Number(trimmed)
  const limit = currency.payment_method_limits.find((l) => l.id === method)
  if (!limit) return text('methodUnavailable', { method: methodLabel(method, text), currency: currency.id })
  if (amount < Number(limit.min)) return text('minimum', { amount: formatLimit(limit.min, currency.id, format) })
  if (amount > Number(limit.max)) return text('maximum', { amount: formatLimit(limit.max, currency.id, format) })
  return undefined
}
