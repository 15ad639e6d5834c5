import { fromBaseUnits, type CaipNetwork, type TokenBalance } from '../../kernel/plugin'
import { getTronWeb } from './getTronWeb'
import type { TronToken } from './tronTokens'

/**
 * TRC-20 balances of `address`, one `balanceOf` constant call per token on the network's full
 * node, in the blockchain API's balance shape (CAIP-10 token address, whole-unit amount). A
 * token whose call fails is left out rather than shown as 0.
 */
export async function getTrc20Balances(args: { address: string; network: CaipNetwork; tokens: readonly TronToken[] }): Promise<TokenBalance[]> {
  const { address, network, tokens } = args
  if (tokens.length === 0) return []
  const tronWeb = await getTronWeb(network)
  const read = async (token: TronToken): Promise<TokenBalance | undefined> => {
    const answer = await tronWeb.transactionBuilder.triggerConstantContract(token.address, 'balanceOf(address)', {}, [{ type: 'address', value: address }], address)
    const word = answer?.constant_result?.[0]
    if (typeof word !== 'string' || !/^[0-9a-fA-F]{1,64}$/.test(word)) return undefined
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${token.address}`,
      price: 0,
      quantity: { decimals: String(token.decimals), numeric: fromBaseUnits(BigInt(`0x${word}`), token.decimals) },
      iconUrl: token.iconUrl ?? '',
    }
  }
  const settled = await Promise.allSettled(tokens.map(read))
  return settled.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []))
}
