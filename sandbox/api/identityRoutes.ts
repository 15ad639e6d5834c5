import { isAddress } from 'viem'
import { apiError, baseUrlOf } from './apiError'
import type { NameRegistry } from './nameRegistry'
import type { RouteRegistrar } from './types'

/**
 * GET /v1/identity/:address. The name is the address's first registered name (null for
 * every other address), so a name registered through the sandbox shows up in the account
 * view; the avatar is the name's avatar attribute, else a generated image for named accounts.
 */
export function mountIdentityRoutes(routes: RouteRegistrar, registry: NameRegistry): void {
  routes.get('/v1/identity/:address', (req) => {
    const address = req.params.address!
    if (!isAddress(address, { strict: false })) return apiError(400, 'Invalid address', 'INVALID_ADDRESS')
    const record = registry.reverse(address)[0]
    if (!record) return { json: { name: null, avatar: null } }
    const avatar = record.attributes.find((a) => a.avatar)?.avatar ??
      `${baseUrlOf(req.headers)}/public/getAssetImage/${encodeURIComponent(record.name)}`
    return { json: { name: record.name, avatar } }
  })
}
