// GET /v1/account/:address/balance (SBX-17, SBX-18): live native and token balances read from
// the devnets, in the blockchain API's shape (quantity.decimals is a string). The spam token
// has 0 decimals, which gives the kit the odd "decimals 0" entry it must filter out.
import { erc20Abi, formatUnits, type Address } from 'viem'
import type { RouteRegistrar } from '../../api/types'
import type { DevnetToken } from '../types'
import { badRequest } from './badRequest'
import { caip10, findChain, parseAccount, toEvmAddress, type ChainContext, type ChainContexts } from './chainContext'
import { tokenIconUrl } from './tokenIconUrl'
import type { TokenBalance as KitTokenBalance } from '../../../kernel/types'

/** The blockchain API's balance entry, as the kit reads it (spec §3 "Token balance"). */
export type TokenBalance = KitTokenBalance & { chainId: string; value: number }

export interface SolanaBalanceSource {
  /** `chainId` is the CAIP network the kit asked about, so entries name the network it shows. */
  getBalances(address: string, chainId: string): Promise<unknown[]>
}

export function registerBalanceRoute(routes: RouteRegistrar, chains: ChainContexts, solana?: SolanaBalanceSource): void {
  routes.get('/v1/account/:address/balance', async (req) => {
    const chainId = req.query.get('chainId')
    const account = parseAccount(req.params.address ?? '')
    if (chainId?.startsWith('solana:')) {
      return { json: { balances: solana ? await solana.getBalances(account.address, chainId) : [] } }
    }
    const address = toEvmAddress(account.address)
    if (!address) return badRequest('address', `Invalid address: ${account.address}`)
    const selected = chainId ? [findChain(chains, chainId)].filter((c) => c !== undefined) : [...chains.values()]
    const balances = (await Promise.all(selected.map((chain) => readBalances(chain, address)))).flat()
    balances.sort((a, b) => b.value - a.value)
    return { json: { balances } }
  })
}

export async function readBalances(chain: ChainContext, address: Address): Promise<TokenBalance[]> {
  const { devnet, client } = chain
  const tokens = Object.values(devnet.tokens)
  const [native, ...amounts] = await Promise.all([
    client.getBalance({ address }),
    ...tokens.map((token) => client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
  ])
  const entry = (token: Omit<DevnetToken, 'key' | 'address' | 'transferAbi' | 'spam'>, raw: bigint, tokenAddress?: string): TokenBalance => {
    const numeric = formatUnits(raw, token.decimals)
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: devnet.caipNetworkId,
      address: tokenAddress,
      value: round2(Number(numeric) * token.priceUsd),
      price: token.priceUsd,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: tokenIconUrl(token.symbol),
    }
  }
  const balances = [entry({ ...devnet.nativeCurrency, priceUsd: devnet.nativePriceUsd }, native ?? 0n)]
  tokens.forEach((token, i) => {
    // Like the real API, tokens the account does not hold are left out.
    const raw = amounts[i] ?? 0n
    if (raw > 0n) balances.push(entry(token, raw, caip10(chain, token.address)))
  })
  return balances
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}
