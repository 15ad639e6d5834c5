import type { CaipNetwork, RequestProvider, WalletCapabilities } from '../../kernel/plugin'
import { toHexChainId } from './chainIds'
import { isUnsupportedMethod } from './providerErrorCode'

/**
 * EIP-5792 wallet_getCapabilities for `address` (narrowed to `network`'s chain when given).
 * A wallet without the method has no capabilities: `{}` rather than an error, so callers just
 * take their plain path.
 */
export async function getWalletCapabilities(args: { provider: RequestProvider; address: string; network?: CaipNetwork }): Promise<WalletCapabilities> {
  const chainId = args.network ? toHexChainId(args.network.id) : undefined
  let answer: unknown
  try {
    answer = await args.provider.request({
      method: 'wallet_getCapabilities',
      params: chainId ? [args.address, [chainId]] : [args.address],
    })
  } catch (error) {
    if (isUnsupportedMethod(error)) return {}
    throw error
  }
  if (typeof answer !== 'object' || answer === null) return {}
  const all = answer as WalletCapabilities
  if (!chainId) return all
  // Wallets on EIP-5792 v1 ignore the chain filter; '0x0' holds what applies to every chain.
  const picked = Object.entries(all).filter(([id]) => id.toLowerCase() === chainId || id === '0x0')
  return Object.fromEntries(picked)
}
