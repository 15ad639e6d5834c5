// Two months of made-up activity for account 0, so the activity view has more than one page,
// incoming and outgoing native and token transfers, a USDT-style transfer, a swap and a spam
// airdrop (SBX-15, SBX-16). Each step moves the chain clock on so minedAt values differ.
import { encodeFunctionData, maxUint256, parseUnits, type Address } from 'viem'
import { DEVNET_ACCOUNTS } from './accounts'
import { constantProductPoolArtifact, erc20Artifact } from './contracts/artifacts'
import { sendDevnetTransaction } from './sendDevnetTransaction'
import { mintOnDevnet, transferOnDevnet } from './transferOnDevnet'
import type { DevnetToken, DevnetTokenKey, Eip1193Provider, EvmDevnet } from './types'

/**
 * How far back the chain clock starts; the seed spreads its steps over this span. 62 days always
 * crosses two month boundaries, so the activity list has at least two month groups (ACT issue).
 */
export const HISTORY_SPAN_SECONDS = 62 * 24 * 3600

const [a0, a1, a2, a3, a4] = [0, 1, 2, 3, 4].map((i) => DEVNET_ACCOUNTS[i]!.address) as [Address, Address, Address, Address, Address]

export async function seedDevnetHistory(
  provider: Eip1193Provider,
  tokens: Readonly<Record<DevnetTokenKey, DevnetToken>>,
  pool: EvmDevnet['pool'],
): Promise<void> {
  const swapIn = parseUnits('100', 6)
  const steps: Array<() => Promise<unknown>> = [
    () => transferOnDevnet(provider, tokens, { from: a1, to: a0, token: 'native', amount: '0.5' }),
    () => transferOnDevnet(provider, tokens, { from: a0, to: a2, token: 'USDC', amount: '25' }),
    () => transferOnDevnet(provider, tokens, { from: a3, to: a0, token: 'USDT', amount: '100' }),
    () => transferOnDevnet(provider, tokens, { from: a0, to: a1, token: 'native', amount: '0.1' }),
    () => mintOnDevnet(provider, tokens.SPAM, a0, '5000'),
    () => transferOnDevnet(provider, tokens, { from: a2, to: a0, token: 'USDC', amount: '10' }),
    () => transferOnDevnet(provider, tokens, { from: a0, to: a4, token: 'native', amount: '1' }),
    () =>
      sendDevnetTransaction(provider, {
        from: a0,
        to: tokens.USDC.address,
        data: encodeFunctionData({ abi: erc20Artifact.abi, functionName: 'approve', args: [pool.address, swapIn] }),
      }),
    () =>
      sendDevnetTransaction(provider, {
        from: a0,
        to: pool.address,
        data: encodeFunctionData({
          abi: constantProductPoolArtifact.abi,
          functionName: 'swap',
          args: [tokens.USDC.address, swapIn, 0n, a0, maxUint256],
        }),
      }),
    () => transferOnDevnet(provider, tokens, { from: a0, to: a3, token: 'USDT', amount: '50' }),
    () => transferOnDevnet(provider, tokens, { from: a4, to: a0, token: 'native', amount: '0.25' }),
    () => transferOnDevnet(provider, tokens, { from: a0, to: a1, token: 'USDC', amount: '5' }),
  ]
  const spacing = Math.floor(HISTORY_SPAN_SECONDS / (steps.length + 1))
  for (const step of steps) {
    await provider.request({ method: 'evm_increaseTime', params: [spacing] })
    await step()
  }
  // Back to wall-clock time, so what tests do next is mined "now".
  await provider.request({ method: 'evm_setTime', params: [Date.now()] })
}
