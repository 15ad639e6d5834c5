import { ChainError, ErrorMessages, type CaipNetwork } from '../../kernel/plugin'

/** The network's toncenter v2 base, without a trailing slash: from its definition, never a built-in host. */
export function tonApiUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainError(ErrorMessages.noRpcUrl(network.id))
  return url.replace(/\/+$/, '')
}
