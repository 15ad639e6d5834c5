import { apiError, baseUrlOf, objectBody } from './apiError'
import { NETWORK_FEE, PAYMENT_CURRENCIES, PROVIDER_FEE_RATE, PURCHASE_CURRENCIES, USD_PER_UNIT, USD_PRICES } from './onrampOptions'
import { providerPage } from './providerPages'
import { hexId } from './seededRandom'
import type { RouteRegistrar, SandboxResponse } from './types'

/** Query parameters provider B's checkout needs (spec §7 On-ramp URL). */
export const PROVIDER_B_PARAMS = ['publicKey', 'destinationCurrencyCode', 'walletAddress', 'externalCustomerId'] as const
export const PROVIDER_A_PATH = '/onramp/provider-a'
export const PROVIDER_B_PATH = '/onramp/provider-b'

/** The kit sends currencies as objects ({ id, symbol }) or bare codes; accept both. */
function currencyCode(value: unknown, key: 'id' | 'symbol'): string | undefined {
  if (typeof value === 'string' && value) return value.toUpperCase()
  const o = objectBody(value)
  const code = o?.[key] ?? o?.id
  return typeof code === 'string' && code ? code.toUpperCase() : undefined
}

function money(n: number): string {
  return n.toFixed(2)
}

/** The quote answer for a request body; the checkout delivers what it promises. */
export function quote(body: unknown): SandboxResponse {
  const b = objectBody(body)
  const amount = Number(b?.amount)
  const payment = currencyCode(b?.paymentCurrency, 'id')
  const purchase = currencyCode(b?.purchaseCurrency, 'symbol')
  if (!b || typeof b.amount !== 'string' || !Number.isFinite(amount) || amount <= 0) {
    return apiError(400, 'amount must be a positive number as a string', 'INVALID_AMOUNT')
  }
  if (!payment || USD_PER_UNIT[payment] === undefined) return apiError(400, 'Unsupported payment currency', 'INVALID_CURRENCY')
  if (!purchase || USD_PRICES[purchase] === undefined) return apiError(400, 'Unsupported purchase currency', 'INVALID_CURRENCY')
  const providerFee = amount * PROVIDER_FEE_RATE
  const subtotal = Math.max(amount - providerFee - NETWORK_FEE, 0)
  const purchaseAmount = (subtotal * USD_PER_UNIT[payment]!) / USD_PRICES[purchase]!
  const feeOf = (n: number) => ({ amount: money(n), currency: payment })
  return {
    json: {
      paymentTotal: feeOf(amount),
      paymentSubtotal: feeOf(subtotal),
      coinbaseFee: feeOf(providerFee),
      networkFee: feeOf(NETWORK_FEE),
      purchaseAmount: { amount: purchaseAmount.toFixed(6), currency: purchase },
      quoteId: hexId(`quote:${payment}:${purchase}:${b.amount}:${String(b.network ?? '')}`).slice(0, 32),
    },
  }
}

/** Provider A's checkout URL for a generator body; `pageUrl` is the checkout page to point at. */
export function onrampUrl(pageUrl: string, projectId: string | null, body: unknown): SandboxResponse {
  const b = objectBody(body)
  const wallets = Array.isArray(b?.destinationWallets) ? b!.destinationWallets : []
  const first = objectBody(wallets[0])
  if (!b || typeof first?.address !== 'string' || !first.address) {
    return apiError(400, 'destinationWallets must hold at least one wallet with an address', 'INVALID_REQUEST')
  }
  const url = new URL(pageUrl)
  url.searchParams.set('appId', projectId ?? '')
  url.searchParams.set('destinationWallets', JSON.stringify(wallets))
  for (const key of ['partnerUserId', 'defaultNetwork', 'defaultExperience', 'presetCryptoAmount', 'presetFiatAmount', 'fiatCurrency', 'redirectUrl']) {
    const v = b[key]
    if (v !== undefined && v !== null) url.searchParams.set(key, String(v))
  }
  return { json: { url: url.toString() } }
}

/** On-ramp options, quote, URL generators and the two providers' stand-in checkout pages. */
export function mountOnrampRoutes(routes: RouteRegistrar): void {
  routes.get('/v1/onramp/options', () => ({
    json: { paymentCurrencies: PAYMENT_CURRENCIES, purchaseCurrencies: PURCHASE_CURRENCIES },
  }))
  routes.post('/v1/onramp/quote', (req) => quote(req.body))
  routes.post('/v1/generators/onrampurl', (req) => onrampUrl(new URL(PROVIDER_A_PATH, baseUrlOf(req.headers)).toString(), req.query.get('projectId'), req.body))

  // Newer AppKit versions ask the API for provider B's URL; older ones build it themselves.
  routes.post('/v1/onramp/widget-url', (req) => {
    const b = objectBody(req.body)
    const url = new URL(PROVIDER_B_PATH, baseUrlOf(req.headers))
    url.searchParams.set('publicKey', `sandbox-${req.query.get('projectId') ?? 'public-key'}`)
    for (const key of ['destinationCurrencyCode', 'walletAddress', 'externalCustomerId']) {
      if (typeof b?.[key] === 'string') url.searchParams.set(key, b[key] as string)
    }
    return { json: { url: url.toString() } }
  })

  routes.get(PROVIDER_A_PATH, (req) => providerPage('Sandbox on-ramp: provider A', req.query, ['destinationWallets']))
  routes.get(PROVIDER_B_PATH, (req) => providerPage('Sandbox on-ramp: provider B', req.query, PROVIDER_B_PARAMS))
}
