// The on-ramp's data shapes (spec §3 "On-ramp options", "On-ramp state", "On-ramp quote").

export interface PurchaseCurrencyNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** ONR-04: id, name, symbol, networks. */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: PurchaseCurrencyNetwork[]
}

export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

/** ONR-04: id, payment_method_limits. */
export interface PaymentCurrency {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

export interface OnRampOptions {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
}

export interface QuoteAmount {
  amount: string
  currency: string
}

/** ONR-07: fee amounts, paymentSubtotal, paymentTotal, purchaseAmount, quoteId. */
export interface OnRampQuote {
  coinbaseFee: QuoteAmount
  networkFee: QuoteAmount
  paymentSubtotal: QuoteAmount
  paymentTotal: QuoteAmount
  purchaseAmount: QuoteAmount
  quoteId: string
  /** True when the quote call failed and this is the built-in estimate (ONR-08). */
  mocked?: boolean
}

export type OnRampProviderName = 'coinbase' | 'meld'

export interface OnRampProviderInfo {
  name: OnRampProviderName
  label: string
  /** Spec §9: 1-2% for both. */
  feeRange: string
  /** An inline SVG data URL, so the list needs no image request. */
  logo: string
  /** Namespaces the provider delivers on (ONR-17/18). */
  supportedChains: readonly string[]
  url: string
}
