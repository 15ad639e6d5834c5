import { baseUrlOf, apiError } from './apiError'
import type { CatalogueWallet } from './catalogue'
import { parseWalletQuery, queryWallets } from './queryWallets'
import type { RouteRegistrar, SandboxResponse } from './types'
import { CONNECTOR_IMAGES, renderInitialsSvg } from './walletImages'
import { renderWalletLogoPng } from './walletLogoPng'
import * as knownNetworks from '../../kernel/networks'

/** The kit's networks' image ids → their names, so a network's image shows its initials, not its id's. */
const NETWORK_IMAGE_NAMES = new Map<string, string>(
  Object.values(knownNetworks).flatMap((n) => (typeof n === 'object' && n && 'assets' in n && n.assets?.imageId ? [[n.assets.imageId, n.name] as const] : [])),
)

// Images never change for an id, so let the browser keep them like the real CDN does.
const IMAGE_CACHE = 'public, max-age=86400'

function svg(label: string): SandboxResponse {
  return {
    body: renderInitialsSvg(label),
    headers: { 'content-type': 'image/svg+xml', 'cache-control': IMAGE_CACHE },
  }
}

/** Wallet logos are PNG, as the real API's are (see walletLogoPng.ts for why it matters). */
const logos = new Map<string, Uint8Array>()
function walletLogo(label: string): SandboxResponse {
  let body = logos.get(label)
  if (!body) logos.set(label, (body = renderWalletLogoPng(label)))
  return { body, headers: { 'content-type': 'image/png', 'cache-control': IMAGE_CACHE } }
}

/** GET /getWallets and the four image routes. */
export function mountCatalogueRoutes(routes: RouteRegistrar, catalogue: readonly CatalogueWallet[]): void {
  // The kit asks for images by image_id; accept the wallet id too, it costs nothing.
  const byImageId = new Map<string, CatalogueWallet>()
  for (const w of catalogue) {
    byImageId.set(w.image_id, w)
    byImageId.set(w.id, w)
  }

  routes.get('/getWallets', (req) => {
    const { count, data } = queryWallets(catalogue, parseWalletQuery(req.query))
    const base = baseUrlOf(req.headers)
    return { json: { count, data: data.map((w) => ({ ...w, image_url: `${base}/getWalletImage/${w.image_id}` })) } }
  })

  routes.get('/getWalletImage/:id', (req) => {
    const id = req.params.id!
    const name = byImageId.get(id)?.name ?? CONNECTOR_IMAGES[id]
    return name ? walletLogo(name) : apiError(404, 'Image not found', 'NOT_FOUND')
  })
  // Network, connector, currency and token images are keyed by ids the kit owns (network
  // image ids, country codes, token symbols), so any id gets an image.
  routes.get('/public/getAssetImage/:id', (req) => svg(NETWORK_IMAGE_NAMES.get(req.params.id!) ?? req.params.id!))
  routes.get('/public/getCurrencyImage/:id', (req) => svg(req.params.id!))
  routes.get('/public/getTokenImage/:id', (req) => svg(req.params.id!))
}
