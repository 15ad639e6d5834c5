import { createStore, type Store } from '../../kernel/plugin'
import { defaultPaymentCurrency, defaultPurchaseCurrency } from './onRampDefaults'
import type { OnRampProviderInfo, OnRampQuote, PaymentCurrency, PurchaseCurrency } from './onRampTypes'

/** Where a purchase is after the provider's page opened (BYD-20). */
export type PurchaseStatus = 'idle' | 'opening' | 'pending' | 'success' | 'failed' | 'timeout'

export interface PurchaseProgress {
  status: PurchaseStatus
  /** The checkout URL; the link fallback when the popup was blocked. */
  url?: string
  popupBlocked?: boolean
  /** What arrived (success) or was ordered. */
  amount?: string
  currency?: string
  network?: string
  txHash?: string
  /** Why it failed, in English (a provider's reason as it came). */
  reason?: string
  /** When the reason is the plugin's own: its message, so the view words it in the kit's locale. */
  reasonKey?: PurchaseReasonKey
  reasonValues?: Readonly<Record<string, string>>
}

/** The plugin's own failure reasons, keys of the result view's messages. */
export type PurchaseReasonKey = 'timeoutReason' | 'notReadyReason' | 'notOpenedReason' | 'closedReason' | 'failedReason'

/** Spec §3 "On-ramp state" (ONR-12), plus the options, method, quote and purchase the views need. */
export interface OnRampState {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  providers: OnRampProviderInfo[]
  selectedProvider: OnRampProviderInfo | null
  purchaseAmount: number | undefined
  paymentAmount: number | undefined
  quotesLoading: boolean
  error: string | undefined
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** card or ach_bank_account: which limits apply. */
  paymentMethod: string
  quote: OnRampQuote | undefined
  purchase: PurchaseProgress
}

export interface OnRampStore extends Store<OnRampState> {
  /** ONR-13: back to the defaults (spec §9). */
  resetState(): void
}

/** ONR-14 / ONR-15: USDC on chains 1 and 137, USD with card and ACH limits. */
export const defaultOnRampState = (): OnRampState => ({
  purchaseCurrency: defaultPurchaseCurrency(),
  paymentCurrency: defaultPaymentCurrency(),
  providers: [],
  selectedProvider: null,
  purchaseAmount: undefined,
  paymentAmount: undefined,
  quotesLoading: false,
  error: undefined,
  purchaseCurrencies: [defaultPurchaseCurrency()],
  paymentCurrencies: [defaultPaymentCurrency()],
  paymentMethod: 'card',
  quote: undefined,
  purchase: { status: 'idle' },
})

export function createOnRampStore(): OnRampStore {
  const store = createStore<OnRampState>(defaultOnRampState)
  return { ...store, resetState: () => store.reset() }
}
