// Swap transaction builders (SBX-20): the calldata they return really executes on the devnet,
// an ERC-20 approve towards the pool and a pool swap with the slippage the kit asks for and a
// deadline.
import { encodeFunctionData, erc20Abi, maxUint256, type Address, type Hex } from 'viem'
import type { RouteRegistrar } from '../../api/types'
import { badRequest } from './badRequest'
import { caip10, type ChainContext, type ChainContexts } from './chainContext'
import { encodeSwap, parseAmount, parseUserAddress, quoteSwap, resolveSwapPair } from './resolveSwapPair'

/** Used when the kit sets disableEstimate, or when estimating fails (no allowance yet). */
export const FALLBACK_SWAP_GAS = 300_000n
export const APPROVE_GAS = 60_000
/** How long a built swap stays valid (routers use 20–30 minutes). */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

export function registerConvertBuildRoutes(routes: RouteRegistrar, chains: ChainContexts): void {
  routes.get('/v1/convert/build-approve', async (req) => {
    const pair = resolveSwapPair(chains, req.query.get('from'), req.query.get('to'))
    if ('error' in pair) return badRequest(pair.error.field, pair.error.description)
    const user = parseUserAddress(req.query.get('userAddress'))
    if (!user) return badRequest('userAddress', 'userAddress must be an address or CAIP-10 account')
    if (pair.from === 'native') return badRequest('from', 'The native coin needs no approval')
    const amountParam = req.query.get('amount')
    const amount = amountParam === null ? maxUint256 : parseAmount(amountParam)
    if (amount === undefined) return badRequest('amount', 'amount must be a positive integer in base units')
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pair.chain.devnet.pool.address, amount] })
    const gasPrice = await pair.chain.client.getGasPrice()
    return {
      json: {
        tx: {
          from: caip10(pair.chain, user),
          to: caip10(pair.chain, pair.from.address),
          data,
          value: '0',
          eip155: { gas: APPROVE_GAS, gasPrice: gasPrice.toString() },
        },
      },
    }
  })

  routes.post('/v1/convert/build-transaction', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const pair = resolveSwapPair(chains, body.from, body.to)
    if ('error' in pair) return badRequest(pair.error.field, pair.error.description)
    const user = parseUserAddress(body.userAddress)
    if (!user) return badRequest('userAddress', 'userAddress must be an address or CAIP-10 account')
    const amount = parseAmount(body.amount)
    if (amount === undefined) return badRequest('amount', 'amount must be a positive integer in base units')
    const slippage = Number((body.eip155 as { slippage?: unknown } | undefined)?.slippage ?? 1)
    if (!Number.isFinite(slippage) || slippage < 0 || slippage > 100) return badRequest('eip155.slippage', 'slippage must be a percentage')

    const quoted = await quoteSwap(pair, amount)
    if (quoted === 0n) return badRequest('amount', 'Insufficient liquidity')
    const minAmountOut = (quoted * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
    // From now, or from the chain's clock where a test moved it ahead; an idle devnet's last block may be old.
    const latest = await pair.chain.client.getBlock()
    const now = BigInt(Math.floor(Date.now() / 1000))
    const deadline = (latest.timestamp > now ? latest.timestamp : now) + SWAP_DEADLINE_SECONDS
    const { data, value } = encodeSwap(pair, amount, minAmountOut, user, deadline)
    const [gas, gasPrice] = await Promise.all([
      body.disableEstimate === true ? FALLBACK_SWAP_GAS : estimate(pair.chain, user, data, value),
      pair.chain.client.getGasPrice(),
    ])
    return {
      json: {
        tx: {
          from: caip10(pair.chain, user),
          to: caip10(pair.chain, pair.chain.devnet.pool.address),
          data,
          value: value.toString(),
          amount: quoted.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      },
    }
  })
}

async function estimate(chain: ChainContext, account: Address, data: Hex, value: bigint): Promise<bigint> {
  try {
    // A margin over the estimate, as wallets add, so reserve drift between build and send is safe.
    return ((await chain.client.estimateGas({ account, to: chain.devnet.pool.address, data, value })) * 12n) / 10n
  } catch {
    return FALLBACK_SWAP_GAS
  }
}
