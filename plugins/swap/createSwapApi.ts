import {
  ChainError,
  ErrorMessages,
  HttpStatusError,
  isAddress,
  parseBaseUnits,
  parseTokenBalance,
  type BlockchainApiClient,
  type CaipNetwork,
  type Logger,
} from '../../kernel/plugin'
import { parseSwapToken } from './parseSwapToken'
import { isSwapNetwork } from './swapNetworks'
import { NATIVE_PLACEHOLDER, tokenKey, type SwapToken } from './swapToken'

/** A transaction the convert API built: sent as it is through the chain plugin. */
export interface SwapTransaction {
  /** Plain address: the token contract (approval) or the pool/router (swap). */
  to: string
  data: string
  value: bigint
  gas?: bigint
  gasPrice?: bigint
  /** build-transaction: the output it was built for. */
  amount?: bigint
}

/** A convert call the provider refused: `reasons[0].description` is the message (e.g. "Insufficient liquidity"). */
export class SwapApiError extends ChainError {
  override name = 'SwapApiError'
}

export interface SwapApi {
  /** SWAP-04 */
  tokens(network: CaipNetwork): Promise<SwapToken[]>
  /** SWAP-10: USD prices by lower-cased CAIP-10 address. */
  prices(tokens: readonly Pick<SwapToken, 'address' | 'symbol'>[], network: CaipNetwork): Promise<Record<string, number>>
  /** Holdings by lower-cased CAIP-10 address (whole units), from the balance call. */
  balances(address: string, network: CaipNetwork): Promise<Record<string, string>>
  /** SWAP-07: wei per gas, `standard`. */
  gasPrice(network: CaipNetwork): Promise<bigint>
  /** SWAP-05: the output amount in base units. */
  quote(args: QuoteArgs): Promise<bigint>
  /** SWAP-06 */
  allowance(args: { network: CaipNetwork; tokenAddress: string; userAddress: string }): Promise<bigint>
  /** SWAP-08 */
  buildApprove(args: { network: CaipNetwork; userAddress: string; from: string; to: string }): Promise<SwapTransaction>
  /** SWAP-09, SWAP-11 */
  buildTransaction(args: QuoteArgs): Promise<SwapTransaction>
}

export interface QuoteArgs {
  network: CaipNetwork
  /** Base units of `from`. */
  amount: bigint
  /** CAIP-10 of the account. */
  userAddress: string
  from: string
  to: string
  gasPrice?: bigint
}

/** Spec §9: the swap's slippage tolerance, in percent (SWAP-11). */
export const SWAP_SLIPPAGE = 1

export interface SwapApiDeps {
  api: Pick<BlockchainApiClient, 'get' | 'post' | 'whenSupported'>
  projectId: string
  /** Where entries dropped at the boundary are counted. */
  logger?: Pick<Logger, 'warn'>
  /** A namespace's rule for token addresses in remote lists (the chain plugin's, checksum included). */
  tokenAddressRule?: (namespace: string) => ((address: string) => boolean) | undefined
}

/**
 * The convert and price calls of spec §7 on the blockchain API. Off the swap networks each call
 * raises the spec's error (SWAP-13, SWAP-14); off the provider's supported list it returns
 * nothing (API-14). A FAILED answer raises its first reason's description.
 */
export function createSwapApi({ api, projectId, logger, tokenAddressRule }: SwapApiDeps): SwapApi {
  /** Keeps the entries `parse` accepts; the rest are logged, never shown. */
  const valid = <T>(what: string, entries: unknown, parse: (entry: unknown) => T | undefined): T[] => {
    const list = Array.isArray(entries) ? entries : []
    const kept = list.map(parse).filter((entry): entry is T => entry !== undefined)
    if (kept.length < list.length) logger?.warn(`swap: dropped ${list.length - kept.length} malformed ${what}`)
    return kept
  }
  const swapNetwork = (network: CaipNetwork) => {
    if (!isSwapNetwork(network)) throw new ChainError(ErrorMessages.networkNotSupportedForSwaps)
    return network.caipNetworkId
  }
  const unsupported = () => {
    throw new ChainError(ErrorMessages.networkNotSupportedForSwaps)
  }

  return {
    tokens: async (network) =>
      api.whenSupported(
        swapNetwork(network),
        async () => {
          const answer = await failed(api.get<{ tokens?: unknown }>('/v1/convert/tokens', { params: { chainId: network.caipNetworkId } }))
          const rule = tokenAddressRule?.(network.chainNamespace)
          return valid('token list entries', answer?.tokens, (t) => parseSwapToken(t, network.caipNetworkId, rule ? { [network.chainNamespace]: rule } : undefined))
        },
        () => [],
      ),

    prices: (tokens, network) =>
      api.whenSupported(
        network.caipNetworkId,
        async () => {
          if (tokens.length === 0) return {}
          const answer = await failed(
            api.post<{ fungibles?: { address?: string; symbol?: string; price?: unknown }[] }>('/v1/fungible/price', {
              body: { currency: 'usd', addresses: tokens.map((t) => t.address), projectId },
            }),
          )
          // As AppKit: the answer names what it priced by symbol (an address where it gives one).
          const prices: Record<string, number> = {}
          for (const f of answer?.fungibles ?? []) {
            const price = typeof f.price === 'number' || typeof f.price === 'string' ? Number(f.price) : NaN
            const token = tokens.find((t) => (f.address ? tokenKey(t) === tokenKey(f.address) : t.symbol.toLowerCase() === f.symbol?.toLowerCase()))
            if (token && Number.isFinite(price) && price >= 0) prices[tokenKey(token)] = price
          }
          return prices
        },
        () => ({}),
      ),

    balances: (address, network) =>
      api.whenSupported(
        network.caipNetworkId,
        async () => {
          const answer = await failed(
            api.get<{ balances?: unknown }>(`/v1/account/${encodeURIComponent(address)}/balance`, {
              params: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: undefined },
            }),
          )
          const held: Record<string, string> = {}
          for (const b of valid('balance entries', answer?.balances, (entry) => parseTokenBalance(entry))) {
            if (b.chainId !== network.caipNetworkId) continue
            held[tokenKey(b.address ?? `${network.caipNetworkId}:${NATIVE_PLACEHOLDER}`)] = b.quantity.numeric
          }
          return held
        },
        () => ({}),
      ),

    gasPrice: async (network) => {
      if (!isSwapNetwork(network)) throw new ChainError(ErrorMessages.networkNotSupportedForGasPrice)
      return api.whenSupported(
        network.caipNetworkId,
        async () => {
          const answer = await failed(api.get<{ standard?: string }>('/v1/convert/gas-price', { params: { chainId: network.caipNetworkId } }))
          return parseBaseUnits(answer?.standard ?? '0') ?? 0n
        },
        0n,
      )
    },

    quote: async ({ network, amount, userAddress, from, to, gasPrice }) =>
      api.whenSupported(
        swapNetwork(network),
        async () => {
          const answer = await failed(
            api.get<{ quotes?: { toAmount?: string }[] }>('/v1/convert/quotes', {
              params: { amount: amount.toString(), userAddress, from, to, gasPrice: gasPrice?.toString() },
            }),
          )
          const toAmount = parseBaseUnits(answer?.quotes?.[0]?.toAmount)
          if (toAmount === undefined) throw new SwapApiError('No quote for this pair')
          return toAmount
        },
        unsupported,
      ),

    allowance: async ({ network, tokenAddress, userAddress }) =>
      api.whenSupported(
        swapNetwork(network),
        async () => {
          const answer = await failed(api.get<{ allowance?: string }>('/v1/convert/allowance', { params: { tokenAddress, userAddress } }))
          const allowance = parseBaseUnits(answer?.allowance ?? '0')
          if (allowance === undefined) throw new SwapApiError(INVALID_ANSWER)
          return allowance
        },
        unsupported,
      ),

    buildApprove: async ({ network, userAddress, from, to }) =>
      api.whenSupported(
        swapNetwork(network),
        async () => toTransaction((await failed(api.get<{ tx?: RawTx }>('/v1/convert/build-approve', { params: { userAddress, from, to } })))?.tx, network),
        unsupported,
      ),

    buildTransaction: async ({ network, amount, userAddress, from, to }) =>
      api.whenSupported(
        swapNetwork(network),
        async () =>
          toTransaction(
            (
              await failed(
                api.post<{ tx?: RawTx }>('/v1/convert/build-transaction', {
                  body: { amount: amount.toString(), eip155: { slippage: SWAP_SLIPPAGE }, projectId, from, to, userAddress, disableEstimate: false },
                }),
              )
            )?.tx,
            network,
          ),
        unsupported,
      ),
  }
}

interface RawTx {
  to?: string
  data?: string
  value?: string
  amount?: string
  eip155?: { gas?: string | number; gasPrice?: string | number }
}

/** What the visitor is told when the provider answers something no transaction or amount can be built from. */
export const INVALID_ANSWER = 'The swap provider sent an invalid answer'

/** A built transaction checked at the boundary: an address valid on the network, hex calldata, amounts in base units. */
function toTransaction(tx: RawTx | undefined, network: CaipNetwork): SwapTransaction {
  if (!tx?.to || typeof tx.data !== 'string') throw new SwapApiError('The swap provider sent no transaction')
  const to = String(tx.to).split(':').pop()!
  const big = (v: unknown) => {
    if (v === undefined || v === '') return undefined
    const parsed = parseBaseUnits(v)
    if (parsed === undefined) throw new SwapApiError(INVALID_ANSWER)
    return parsed
  }
  if (!isAddress(to, network.chainNamespace) || !/^0x(?:[0-9a-fA-F]{2})*$/.test(tx.data)) throw new SwapApiError(INVALID_ANSWER)
  return {
    to,
    data: tx.data,
    value: big(tx.value) ?? 0n,
    gas: big(tx.eip155?.gas),
    gasPrice: big(tx.eip155?.gasPrice),
    amount: big(tx.amount),
  }
}

/** Turns the provider's `{ status: 'FAILED', reasons: [{ description }] }` into its description. */
async function failed<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    const reason = error instanceof HttpStatusError ? (error.body as { reasons?: { description?: unknown }[] } | undefined)?.reasons?.[0]?.description : undefined
    if (typeof reason === 'string' && reason) throw new SwapApiError(reason, undefined, { cause: error })
    throw error
  }
}
