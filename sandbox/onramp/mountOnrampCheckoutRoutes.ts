// Points the API's provider-A generator at the checkout origin and adds the status route the
// kit follows a purchase with. Mounted after the API's own on-ramp routes, which it replaces.
import { PAYMENT_CURRENCIES } from '../api/onrampOptions'
import { onrampUrl } from '../api/onrampRoutes'
import type { RouteRegistrar } from '../api/types'
import type { DeliveryChains } from './deliverPurchase'
import { devnetPurchaseCurrencies } from './devnetPurchaseCurrencies'
import type { OnrampPurchases } from './onrampPurchases'
import { PROVIDER_PAGES } from './startOnrampCheckout'

export const PURCHASES_ROUTE = '/v1/onramp/purchases/:address'

export function mountOnrampCheckoutRoutes(routes: RouteRegistrar, checkoutUrl: string, purchases: OnrampPurchases, chains: DeliveryChains = {}): void {
  const purchaseCurrencies = devnetPurchaseCurrencies(chains)
  routes.get('/v1/onramp/options', () => ({ json: { paymentCurrencies: PAYMENT_CURRENCIES, purchaseCurrencies } }))
  routes.post('/v1/generators/onrampurl', (req) =>
    onrampUrl(`${checkoutUrl}${PROVIDER_PAGES.coinbase}`, req.query.get('projectId'), req.body),
  )
  // `?provider=` narrows to one provider; newest first, like history with `onramp=`.
  routes.get(PURCHASES_ROUTE, (req) => {
    const address = decodeURIComponent(req.params.address ?? '')
    // CAIP-10 accepted: the account part is the address.
    const plain = address.split(':').at(-1) ?? ''
    return { json: { data: purchases.of(plain, req.query.get('provider') ?? undefined) } }
  })
}
