import type { PaymentCurrency } from './onRampTypes'

export const METHOD_LABELS: Readonly<Record<string, string>> = { card: 'Card', ach_bank_account: 'Bank transfer (ACH)' }

/**
 * The amount step's check against the payment method's limits (spec §5): an error to show, or
 * undefined when the amount can be bought.
 */
export function validatePaymentAmount(input: string, currency: PaymentCurrency, method: string): string | undefined {
  const text = input.trim()
  if (!text) return 'Enter an amount'
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return 'Enter an amount with at most two decimals'
  const amount = Number(text)
  const limit = currency.payment_method_limits.find((l) => l.id === method)
  if (!limit) return `${METHOD_LABELS[method] ?? method} is not available for ${currency.id}`
  if (amount < Number(limit.min)) return `The minimum is ${limit.min} ${currency.id}`
  if (amount > Number(limit.max)) return `The maximum is ${limit.max} ${currency.id}`
  return undefined
}
