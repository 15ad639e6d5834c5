import { ChainError, type CaipNetwork, type RequestProvider } from '../../kernel/plugin'
import { getTronWeb } from './getTronWeb'
import { nodeMessage, signAndBroadcastTron, type BuiltTransaction } from './sendTronTransfer'
import { tronErrorMessages } from './tronErrorMessages'

export interface WriteTronContractArgs {
  from: string
  /** The contract's base58 `T…` address. */
  address: string
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  network: CaipNetwork
  wallet: RequestProvider
}

/** The most TRX (in sun) a contract call may burn for energy: 100 TRX, what wallets set for a TRC-20 transfer. */
export const TRON_FEE_LIMIT_SUN = 100_000_000

interface AbiFunction {
  type: 'function'
  name: string
  inputs: readonly { type: string }[]
}

const isFunction = (entry: unknown, name: string, arity: number): entry is AbiFunction => {
  const fn = entry as Partial<AbiFunction> | null
  return fn?.type === 'function' && fn.name === name && Array.isArray(fn.inputs) && fn.inputs.length === arity
}

/**
 * A contract call (a TRC-20 `transfer(to, amount)` from the send plugin): the full node builds the
 * `TriggerSmartContract` transaction from the function's signature and arguments, the wallet signs
 * it, and it is broadcast only if the wallet signed those bytes. Address arguments must be TRON
 * addresses; numbers go as decimal strings. Resolves with the txID.
 */
export async function writeTronContract({ from, address, abi, functionName, args = [], network, wallet }: WriteTronContractArgs): Promise<string> {
  const fn = abi.find((entry) => isFunction(entry, functionName, args.length))
  if (!fn) throw new ChainError(`${functionName} with ${args.length} arguments is not in the contract's ABI`)
  const tronWeb = await getTronWeb(network)
  if (!tronWeb.isAddress(address)) throw ChainError.worded(tronErrorMessages, 'invalidAddress')
  const parameters = fn.inputs.map((input, i) => {
    const value = args[i]
    if (input.type === 'address' && !(typeof value === 'string' && tronWeb.isAddress(value))) throw ChainError.worded(tronErrorMessages, 'invalidAddress')
    if (/^u?int\d*$/.test(input.type) && (typeof value !== 'bigint' || value < 0n)) throw ChainError.worded(tronErrorMessages, 'invalidAmount')
    return { type: input.type, value: typeof value === 'bigint' ? value.toString() : value }
  })
  const signature = `${functionName}(${fn.inputs.map((input) => input.type).join(',')})`
  const built = (await tronWeb.transactionBuilder.triggerSmartContract(address, signature, { feeLimit: TRON_FEE_LIMIT_SUN, callValue: 0 }, parameters, from)) as unknown as {
    result?: { result?: boolean; code?: string; message?: string }
    transaction?: BuiltTransaction
  }
  if (!built?.result?.result || !built.transaction) {
    throw ChainError.worded(tronErrorMessages, 'nodeRefused', { reason: `${built?.result?.code ?? 'unknown error'}${nodeMessage(built?.result?.message)}` })
  }
  return signAndBroadcastTron({ from, tx: built.transaction, network, wallet })
}
