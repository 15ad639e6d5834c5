import { MAX_TOKEN_SYMBOL, parseTokenText, type HttpClient } from '../../kernel/plugin'
import type { OnRampQuote, QuoteAmount } from './onRampTypes'

export interface QuoteRequest {
  purchaseCurrency: { id: string; symbol: string }
  paymentCurrency: { id: string }
  /** In the payment currency, e.g. "100". */
  amount: string
}

/** A decimal amount with its currency code, both text a view can show as they are. */
const isAmount = (v: unknown): v is QuoteAmount =>
  !!v &&
  typeof (v as QuoteAmount).amount === 'string' &&
  /^\d{1,30}(?:\.\d{1,30})?$/.test((v as QuoteAmount).amount) &&
  parseTokenText((v as QuoteAmount).currency, MAX_TOKEN_SYMBOL) !== undefined

/**
 * ONR-08: the estimate shown when the quote call fails. No fees are known, so it promises the
 * amount at par for stablecoins; the amount step labels it an estimate.
 */
export function mockedQuote(req: QuoteRequest): OnRampQuote {
  const currency = req.paymentCurrency.id
  return {
    coinbaseFee: { amount: '0.00', currency },
    networkFee: { amount: '0.00', currency },
    paymentSubtotal: { amount: req.amount, currency },
    paymentTotal: { amount: req.amount, currency },
    purchaseAmount: { amount: req.amount, currency: req.purchaseCurrency.symbol },
    quoteId: 'mocked-quote-id',
    mocked: true,
  }
}

/**
 * ONR-06: POST /v1/onramp/quote with purchaseCurrency, paymentCurrency, amount as a string and
 * network set to the purchase currency's symbol; a mocked quote when it fails (ONR-08).
 */
export async function fetchOnRampQuote(http: HttpClient, req: QuoteRequest, signal?: AbortSignal): Promise<OnRampQuote> {
  try {
    const body = await http.post<Partial<OnRampQuote>>('/v1/onramp/quote', {
      body: {
        purchaseCurrency: req.purchaseCurrency,
        paymentCurrency: req.paymentCurrency,
        amount: req.amount,
        network: req.purchaseCurrency.symbol,
      },
      signal,
    })
    if (!isAmount(body?.purchaseAmount)) return mockedQuote(req)
    const fallback = mockedQuote(req)
    return {
      coinbaseFee: isAmount(body.coinbaseFee) ? body.coinbaseFee : fallback.coinbaseFee,
      networkFee: isAmount(body.networkFee) ? body.networkFee : fallback.networkFee,
      paymentSubtotal: isAmount(body.paymentSubtotal) ? body.paymentSubtotal : fallback.paymentSubtotal,
      paymentTotal: isAmount(body.paymentTotal) ? body.paymentTotal : fallback.paymentTotal,
      purchaseAmount: body.purchaseAmount,
      quoteId: typeof body.quoteId === 'string' && body.quoteId.length <= 256 ? body.quoteId : '',
    }
  } catch (error) {
    if (signal?.aborted) throw error
    return mockedQuote(req)
  }
}
