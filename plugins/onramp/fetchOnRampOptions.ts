import { isAddress, MAX_TOKEN_NAME, MAX_TOKEN_SYMBOL, parseTokenText, type HttpClient } from '../../kernel/plugin'
import { sampleOnRampOptions } from './onRampDefaults'
import type { OnRampOptions, PaymentCurrency, PurchaseCurrency } from './onRampTypes'

const isString = (v: unknown): v is string => typeof v === 'string'

/** Empty for a native coin; else a contract (EVM) or mint (Solana): the kit confirms deliveries of it on chain. */
const isContract = (v: unknown) => v === '' || (isString(v) && (isAddress(v, 'eip155') || isAddress(v, 'solana')))

function isPurchaseCurrency(v: unknown): v is PurchaseCurrency {
  const c = v as PurchaseCurrency
  return (
    !!c && isString(c.id) && parseTokenText(c.name, MAX_TOKEN_NAME) !== undefined && parseTokenText(c.symbol, MAX_TOKEN_SYMBOL) !== undefined &&
    Array.isArray(c.networks) &&
    c.networks.every((n) => !!n && isString(n.name) && parseTokenText(n.display_name, MAX_TOKEN_NAME) !== undefined && isString(n.chain_id) && isContract(n.contract_address))
  )
}

function isPaymentCurrency(v: unknown): v is PaymentCurrency {
  const c = v as PaymentCurrency
  return (
    !!c && isString(c.id) && Array.isArray(c.payment_method_limits) &&
    c.payment_method_limits.every((l) => !!l && isString(l.id) && isString(l.min) && isString(l.max))
  )
}

export interface FetchedOptions extends OnRampOptions {
  /** True when the call failed (or answered garbage) and the sample data stands in (ONR-05). */
  fallback: boolean
}

/** ONR-03: GET /v1/onramp/options, keeping only well-formed entries; sample data on any failure. */
export async function fetchOnRampOptions(http: HttpClient): Promise<FetchedOptions> {
  try {
    const body = await http.get<Partial<OnRampOptions>>('/v1/onramp/options')
    const purchaseCurrencies = Array.isArray(body?.purchaseCurrencies) ? body.purchaseCurrencies.filter(isPurchaseCurrency) : []
    const paymentCurrencies = Array.isArray(body?.paymentCurrencies) ? body.paymentCurrencies.filter(isPaymentCurrency) : []
    if (!purchaseCurrencies.length || !paymentCurrencies.length) return { ...sampleOnRampOptions(), fallback: true }
    return { purchaseCurrencies, paymentCurrencies, fallback: false }
  } catch {
    return { ...sampleOnRampOptions(), fallback: true }
  }
}
