// The sandbox's stand-in for a bundler with a paymaster: submits an already-signed smart-account
// call (the owner's batch, the factory's deploy-and-run, a session's spend) from the deployer,
// which pays the gas. The account contract checks every signature, so the relayer needs no trust;
// it only refuses to pay for contracts that are not the factory or one of its accounts.
import { createPublicClient, custom, decodeErrorResult, isAddress, isHex, type Address, type Hash, type Hex } from 'viem'
import { DEPLOYER } from './accounts'
import { smartAccountFactoryArtifact } from './contracts/artifacts'
import { sendDevnetTransaction } from './sendDevnetTransaction'
import type { EvmDevnet } from './types'

export class RelayRefusedError extends Error {
  override name = 'RelayRefusedError'
}

/** Gas is estimated first, so a call the account would refuse fails here with its reason. */
export async function relaySmartAccountCall(devnet: Pick<EvmDevnet, 'provider' | 'smartAccountFactory'>, call: { to: string; data: string }): Promise<Hash> {
  if (!isAddress(call.to, { strict: false }) || !isHex(call.data)) throw new RelayRefusedError('to (address) and data (hex) are required')
  const client = createPublicClient({ transport: custom(devnet.provider) })
  const to = call.to as Address
  const isFactory = to.toLowerCase() === devnet.smartAccountFactory.toLowerCase()
  const isAccount = isFactory || (await client.readContract({ address: devnet.smartAccountFactory, abi: smartAccountFactoryArtifact.abi, functionName: 'isAccount', args: [to] }))
  if (!isAccount) throw new RelayRefusedError('The relayer only submits calls to smart accounts of the sandbox factory')
  let gas: bigint
  try {
    gas = BigInt((await devnet.provider.request({ method: 'eth_estimateGas', params: [{ from: DEPLOYER.address, to, data: call.data }] })) as string)
  } catch (error) {
    throw new RelayRefusedError(revertReason(error))
  }
  const { hash } = await sendDevnetTransaction(devnet.provider, { from: DEPLOYER.address, to, data: call.data as Hex, gas: (gas * 12n) / 10n })
  return hash
}

/** "allowance exceeded", "not owner", ...: the contract's own words (ganache puts them in `data`). */
function revertReason(error: unknown): string {
  const data = (error as { data?: { reason?: unknown; result?: unknown } } | undefined)?.data
  if (typeof data?.reason === 'string' && data.reason) return data.reason
  if (typeof data?.result === 'string' && isHex(data.result) && data.result.length > 10) {
    try {
      const decoded = decodeErrorResult({ data: data.result })
      if (typeof decoded.args?.[0] === 'string') return decoded.args[0]
    } catch {
      // not an Error(string)
    }
  }
  return error instanceof Error ? error.message.split('\n')[0]! : 'The call would revert'
}
