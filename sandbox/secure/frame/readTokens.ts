// The symbol and decimals of the tokens a request moves, read from the token contracts on the
// secure site's own RPC for the chain: what the approval shows of an amount is the chain's answer.
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import type { SecureEvmNetwork } from '../secureNetworks'
import type { TokenInfo } from './describeEvmRequest'

/** A slow or silent token leaves its amount in base units; the approval never waits longer. */
const READ_TIMEOUT_MS = 3_000

export async function readTokens(network: SecureEvmNetwork, tokens: readonly string[]): Promise<Map<string, TokenInfo | undefined>> {
  const found = new Map<string, TokenInfo | undefined>()
  if (tokens.length === 0) return found
  const client = createPublicClient({ transport: http(network.rpcUrl, { timeout: READ_TIMEOUT_MS, retryCount: 0 }) })
  await Promise.all(
    tokens.map(async (token) => {
      try {
        const address = token as Address
        const [symbol, decimals] = await Promise.all([
          client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
        ])
        // A token is whatever its contract says, within sane bounds; otherwise base units are shown.
        found.set(token, typeof symbol === 'string' && symbol.length <= 16 && decimals <= 36 ? { symbol, decimals } : undefined)
      } catch {
        found.set(token, undefined)
      }
    }),
  )
  return found
}
