// Test hook: empties a devnet pool, so the convert routes answer as a provider with no liquidity.
import { createPublicClient, custom, encodeFunctionData, type Hash } from 'viem'
import { DEPLOYER } from './accounts'
import { constantProductPoolArtifact } from './contracts/artifacts'
import { sendDevnetTransaction } from './sendDevnetTransaction'
import type { EvmDevnet } from './types'

/**
 * Takes every bit of liquidity out of the pool (the deployer owns it): quotes then answer
 * `{ status: 'FAILED', reasons: [{ description: 'Insufficient liquidity' }] }`, a provider with no
 * route for the pair. Resolves once mined.
 */
export async function drainPool(devnet: Pick<EvmDevnet, 'provider' | 'pool'>): Promise<Hash> {
  const client = createPublicClient({ transport: custom(devnet.provider) })
  const abi = constantProductPoolArtifact.abi
  const [reserve0, reserve1] = await Promise.all([
    client.readContract({ address: devnet.pool.address, abi, functionName: 'reserve0' }),
    client.readContract({ address: devnet.pool.address, abi, functionName: 'reserve1' }),
  ])
  const data = encodeFunctionData({ abi, functionName: 'removeLiquidity', args: [reserve0, reserve1] })
  const { hash } = await sendDevnetTransaction(devnet.provider, { from: DEPLOYER.address, to: devnet.pool.address, data })
  return hash
}
