// Test hook: moves a devnet pool's price the way another trader would, by selling the native
// coin into it from the deployer. A swap built before the move then pays out less than its
// minimum and reverts on chain, as a real swap does when the market runs past its slippage.
import { encodeFunctionData, maxUint256, parseEther, type Hash } from 'viem'
import { DEPLOYER } from './accounts'
import { constantProductPoolArtifact } from './contracts/artifacts'
import { sendDevnetTransaction } from './sendDevnetTransaction'
import type { EvmDevnet } from './types'

/** Sells `sellNative` whole native coins into the pool (the native coin gets cheaper). Resolves once mined. */
export async function movePoolPrice(devnet: Pick<EvmDevnet, 'provider' | 'pool'>, { sellNative }: { sellNative: string }): Promise<Hash> {
  const data = encodeFunctionData({ abi: constantProductPoolArtifact.abi, functionName: 'swapNativeForToken', args: [0n, DEPLOYER.address, maxUint256] })
  const { hash } = await sendDevnetTransaction(devnet.provider, { from: DEPLOYER.address, to: devnet.pool.address, data, value: parseEther(sellNative) })
  return hash
}

