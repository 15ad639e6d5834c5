// Mounts the blockchain-API routes that the local EVM devnets answer onto the provider-API
// server (see sandbox/api/types.ts for the contract).
import type { RouteRegistrar } from '../api/types'
import { registerBalanceRoute, type SolanaBalanceSource } from './routes/balanceRoute'
import { registerBundlerRoute, type UserOperationRegistry } from './routes/bundlerRoute'
import { createChainContexts } from './routes/chainContext'
import { registerConvertBuildRoutes } from './routes/convertBuildRoutes'
import { registerConvertQuoteRoutes } from './routes/convertQuoteRoutes'
import { registerFungiblePriceRoute } from './routes/fungiblePriceRoute'
import { registerHistoryRoute } from './routes/historyRoute'
import { registerRpcGatewayRoute } from './routes/rpcGatewayRoute'
import { registerSupportedChainsRoute } from './routes/supportedChainsRoute'
import type { EvmDevnets } from './types'

export interface ChainRoutesOptions {
  solana?: Partial<SolanaBalanceSource> & {
    /** The Solana devnet's JSON-RPC URL, for the gateway's solana:* chain ids. */
    rpcUrl?: string
  }
}

export interface ChainRoutes {
  /** Tests register user operations here for the bundler stand-in to report. */
  userOperations: UserOperationRegistry
}

export function registerChainRoutes(routes: RouteRegistrar, devnets: EvmDevnets, opts: ChainRoutesOptions = {}): ChainRoutes {
  const chains = createChainContexts(devnets)
  const solana = opts.solana
  const solanaBalances = solana?.getBalances
    ? { getBalances: (address: string, chainId: string) => solana.getBalances!(address, chainId) }
    : undefined
  registerSupportedChainsRoute(routes, chains)
  registerBalanceRoute(routes, chains, solanaBalances)
  registerHistoryRoute(routes, chains)
  registerConvertQuoteRoutes(routes, chains)
  registerConvertBuildRoutes(routes, chains)
  registerFungiblePriceRoute(routes, chains)
  registerRpcGatewayRoute(routes, chains, { solanaRpcUrl: opts.solana?.rpcUrl })
  const userOperations = registerBundlerRoute(routes, chains)
  return { userOperations }
}
