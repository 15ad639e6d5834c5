// POST /v1/fungible/price (SBX-21): the fixed USD prices of the devnet tokens and native coins.
import type { RouteRegistrar } from '../../api/types'
import { badRequest } from './badRequest'
import { findChain, findToken, parseAccount, type ChainContexts } from './chainContext'
import { tokenIconUrl } from './tokenIconUrl'

export function registerFungiblePriceRoute(routes: RouteRegistrar, chains: ChainContexts): void {
  routes.post('/v1/fungible/price', (req) => {
    const body = (req.body ?? {}) as { addresses?: unknown }
    if (!Array.isArray(body.addresses)) return badRequest('addresses', 'addresses must be an array of CAIP-10 addresses')
    const fungibles = []
    for (const id of body.addresses) {
      if (typeof id !== 'string') continue
      const { caipNetworkId, address } = parseAccount(id)
      const chain = findChain(chains, caipNetworkId)
      const token = chain && findToken(chain, address)
      // Unknown addresses are left out, as the real API does for tokens it cannot price.
      if (!chain || !token) continue
      const { name, symbol, priceUsd } =
        token === 'native' ? { ...chain.devnet.nativeCurrency, priceUsd: chain.devnet.nativePriceUsd } : token
      fungibles.push({ name, symbol, iconUrl: tokenIconUrl(symbol), price: priceUsd })
    }
    return { json: { fungibles } }
  })
}
