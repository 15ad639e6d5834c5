import type { RequestProvider, WriteContractArgs } from '../../kernel/plugin'
import { sendEvmTransaction } from './sendEvmTransaction'

export type WriteEvmContractArgs = Omit<WriteContractArgs, 'provider'> & { provider: RequestProvider }

/**
 * A contract call: the ABI-encoded function call sent to `address` with eth_sendTransaction.
 * viem loads on the first call, not with the plugin, as the balance read does.
 */
export async function writeEvmContract(args: WriteEvmContractArgs): Promise<string> {
  const { encodeFunctionData } = await import('./viemWriteHelpers')
  const data = encodeFunctionData({
    abi: args.abi as Parameters<typeof encodeFunctionData>[0]['abi'],
    functionName: args.functionName,
    args: args.args ?? [],
  })
  return sendEvmTransaction({
    provider: args.provider,
    network: args.network,
    from: args.from,
    to: args.address,
    data,
    value: args.value,
    gas: args.gas,
  })
}
