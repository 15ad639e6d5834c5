import type { CaipNetwork, RequestProvider } from '../../kernel'
import { parseChainId } from './chainIds'
import { switchEvmChain } from './switchEvmChain'

/**
 * Sends `value` wei of the native coin with eth_sendTransaction, moving the wallet to `network`
 * first when it is elsewhere, so a transfer never lands on another chain. Resolves with the hash.
 */
export async function sendNativeTransfer(args: {
  provider: RequestProvider
  from: string
  to: string
  value: bigint
  network: CaipNetwork
}): Promise<string> {
  const { provider, network } = args
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (chainId !== Number(network.id)) await switchEvmChain(provider, network)
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: args.from, to: args.to, value: `0x${args.value.toString(16)}` }],
  })
  return hash as string
}
