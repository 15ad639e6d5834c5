// Read-only swap routes (SBX-19): tokens, quotes from live pool reserves, allowance towards the
// pool, and the devnet's gas price.
import { erc20Abi, maxUint256 } from 'viem'
import type { RouteRegistrar } from '../../api/types'
import { badRequest } from './badRequest'
import { caip10, findChain, findToken, NATIVE_TOKEN_ADDRESS, parseAccount, type ChainContexts } from './chainContext'
import { parseAmount, parseUserAddress, quoteSwap, resolveSwapPair } from './resolveSwapPair'
import { tokenIconUrl } from './tokenIconUrl'

export function registerConvertQuoteRoutes(routes: RouteRegistrar, chains: ChainContexts): void {
  routes.get('/v1/convert/tokens', (req) => {
    const chain = findChain(chains, req.query.get('chainId'))
    if (!chain) return { json: { tokens: [] } }
    const { devnet } = chain
    const tradable = [devnet.tokens.USDC, devnet.tokens.WRAPPED_NATIVE]
    return {
      json: {
        tokens: [
          { ...devnet.nativeCurrency, address: caip10(chain, NATIVE_TOKEN_ADDRESS), logoUri: tokenIconUrl(devnet.nativeCurrency.symbol), eip2612: false },
          ...tradable.map((t) => ({
            name: t.name,
            symbol: t.symbol,
            address: caip10(chain, t.address),
            decimals: t.decimals,
            logoUri: tokenIconUrl(t.symbol),
            eip2612: false,
          })),
        ],
      },
    }
  })

  routes.get('/v1/convert/quotes', async (req) => {
    const pair = resolveSwapPair(chains, req.query.get('from'), req.query.get('to'))
    if ('error' in pair) return badRequest(pair.error.field, pair.error.description)
    const amount = parseAmount(req.query.get('amount'))
    if (amount === undefined) return badRequest('amount', 'amount must be a positive integer in base units')
    const user = parseUserAddress(req.query.get('userAddress')) ?? ''
    const toAmount = await quoteSwap(pair, amount)
    if (toAmount === 0n) return badRequest('amount', 'Insufficient liquidity')
    return { json: { quotes: [{ fromAmount: amount.toString(), fromAccount: user, toAmount: toAmount.toString(), toAccount: user }] } }
  })

  routes.get('/v1/convert/allowance', async (req) => {
    const tokenId = parseAccount(req.query.get('tokenAddress') ?? '')
    const user = parseUserAddress(req.query.get('userAddress'))
    const chainId = tokenId.caipNetworkId ?? parseAccount(req.query.get('userAddress') ?? '').caipNetworkId ?? 'eip155:1'
    const chain = findChain(chains, chainId)
    if (!chain) return badRequest('tokenAddress', `Unsupported chain: ${chainId}`)
    if (!user) return badRequest('userAddress', 'userAddress must be an address or CAIP-10 account')
    const token = findToken(chain, tokenId.address)
    if (!token) return badRequest('tokenAddress', `Unknown token: ${tokenId.address}`)
    // The native coin needs no approval.
    if (token === 'native') return { json: { allowance: maxUint256.toString() } }
    const allowance = await chain.client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, chain.devnet.pool.address],
    })
    return { json: { allowance: allowance.toString() } }
  })

  routes.get('/v1/convert/gas-price', async (req) => {
    const chain = findChain(chains, req.query.get('chainId'))
    if (!chain) return badRequest('chainId', 'Network not supported for Gas Price')
    const standard = await chain.client.getGasPrice()
    return {
      json: {
        standard: standard.toString(),
        fast: ((standard * 12n) / 10n).toString(),
        instant: ((standard * 15n) / 10n).toString(),
      },
    }
  })
}
