// Loaded with import() by the adapter: it is the first place the eip155 plugin needs viem.
import { createPublicClient, formatUnits, http, type Address } from 'viem'
import { ChainError, ErrorMessages, type CaipNetwork } from '../../kernel/plugin'

/**
 * The native balance of `address` on `network`, read over the network's RPC (the gateway URL
 * when the kit put it first; RPC-01..03), formatted with the native currency's decimals.
 */
export async function getNativeBalance(args: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
  const { address, network } = args
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainError(ErrorMessages.noRpcUrl(network.id))
  const client = createPublicClient({ transport: http(url, { retryCount: 1 }) })
  const wei = await client.getBalance({ address: address as Address })
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
