import {
  createWalletClient,
  http,
  isHex,
  toHex,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { answerGrantPermissions, capabilitiesOf } from '../browser/answerGrantPermissions'
import { WalletRpcError } from './WalletRpcError'

export type EvmRequestContext = {
  account: LocalAccount
  /** EVM chain id the request was made on (from its CAIP-2 chainId). */
  chainId: number
  rpcUrls: Record<number, string>
  /** Chain ids the session approved; wallet_switchEthereumChain may only pick one of these. */
  sessionChainIds: number[]
  onSwitchChain(chainId: number): Promise<void>
}

/** Answers one eip155 request the way a browser wallet would. */
export async function answerEvmRequest(method: string, params: unknown, ctx: EvmRequestContext): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [ctx.account.address]
    case 'eth_chainId':
      return toHex(ctx.chainId)
    case 'personal_sign': {
      const [message] = list as [string]
      // Dapps send hex-encoded bytes; a plain string is signed as text.
      return ctx.account.signMessage({ message: isHex(message) ? { raw: message } : String(message) })
    }
    case 'eth_signTypedData_v4': {
      const [, data] = list as [string, string | TypedDataDefinition]
      const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & {
        types: Record<string, unknown>
      }
      // viem derives EIP712Domain from the domain itself.
      const { EIP712Domain: _domain, ...types } = typed.types
      return ctx.account.signTypedData({ ...typed, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction':
      return sendTransaction(list[0] as Record<string, Hex | undefined>, ctx)
    case 'wallet_switchEthereumChain': {
      const target = Number((list[0] as { chainId?: string } | undefined)?.chainId)
      if (!ctx.sessionChainIds.includes(target)) {
        throw new WalletRpcError(4902, `Unrecognized chain ID "${toHex(target)}".`)
      }
      await ctx.onSwitchChain(target)
      return null
    }
    // ERC-7715: the wallet grants permissions (the sandbox cosigner enforces them), as the
    // browser test wallet does.
    case 'wallet_getCapabilities':
      return Object.fromEntries(ctx.sessionChainIds.map((id) => [toHex(id), capabilitiesOf({ permissions: true })]))
    case 'wallet_grantPermissions':
      try {
        return answerGrantPermissions(list, ctx.account.address)
      } catch (error) {
        throw new WalletRpcError(-32602, error instanceof Error ? error.message : String(error))
      }
    default:
      throw new WalletRpcError(4200, `The wallet does not support ${method}`)
  }
}

async function sendTransaction(tx: Record<string, Hex | undefined>, ctx: EvmRequestContext): Promise<Hex> {
  const url = ctx.rpcUrls[ctx.chainId]
  if (!url) throw new WalletRpcError(-32603, `No RPC URL for eip155:${ctx.chainId}`)
  const client = createWalletClient({ account: ctx.account, transport: http(url) })
  const quantity = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))
  try {
    // chain: null lets viem read the chain id from the node instead of needing a chain object.
    return await client.sendTransaction({
      chain: null,
      to: tx.to,
      data: tx.data ?? tx.input,
      value: quantity(tx.value),
      gas: quantity(tx.gas ?? tx.gasLimit),
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
      ...(tx.gasPrice !== undefined
        ? { gasPrice: quantity(tx.gasPrice) }
        : { maxFeePerGas: quantity(tx.maxFeePerGas), maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) }),
    })
  } catch (error) {
    throw new WalletRpcError(-32603, error instanceof Error ? error.message.split('\n')[0] ?? 'Transaction failed' : String(error))
  }
}
