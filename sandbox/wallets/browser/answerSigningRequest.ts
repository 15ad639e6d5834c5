import {
  createWalletClient,
  custom,
  defineChain,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isAddressEqual,
  isHex,
  type Address,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { postJsonRpc } from './postJsonRpc'
import { ProviderRpcError, providerError } from './ProviderRpcError'

export interface SigningContext {
  account: LocalAccount
  chainId: number
  rpcUrl: string
}

/** The methods that need the user's approval and the private key. */
export const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const
export type SigningMethod = (typeof SIGNING_METHODS)[number]

export function isSigningMethod(method: string): method is SigningMethod {
  return (SIGNING_METHODS as readonly string[]).includes(method)
}

/** Signs with the local key; transactions are signed here and sent raw to the devnet. */
export async function answerSigningRequest(method: SigningMethod, params: readonly unknown[], ctx: SigningContext): Promise<Hex> {
  switch (method) {
    case 'personal_sign': {
      // Some dapps still send [address, message]; MetaMask accepts both orders, so do we.
      const [first, second] = params
      const [data, address] = isAddress(String(first)) && !isAddress(String(second)) ? [second, first] : [first, second]
      assertOwnAddress(address, ctx.account.address)
      if (typeof data !== 'string') throw providerError(-32602, 'personal_sign expects a message string')
      return ctx.account.signMessage({ message: isHex(data) ? { raw: data } : data })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = params
      assertOwnAddress(address, ctx.account.address)
      const parsed = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as TypedDataDefinition
      return ctx.account.signTypedData(parsed)
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as RpcTransaction
      assertOwnAddress(tx.from ?? ctx.account.address, ctx.account.address)
      return sendTransaction(tx, ctx)
    }
  }
}

interface RpcTransaction {
  from?: Address
  to?: Address
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  chainId?: Hex
}

async function sendTransaction(tx: RpcTransaction, ctx: SigningContext): Promise<Hex> {
  if (tx.chainId !== undefined && hexToNumber(tx.chainId) !== ctx.chainId) {
    throw providerError(-32602, `Transaction chainId ${hexToNumber(tx.chainId)} does not match the wallet's chain ${ctx.chainId}`)
  }
  const chain = defineChain({
    id: ctx.chainId,
    name: `Devnet ${ctx.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [ctx.rpcUrl] } },
  })
  // No retries: a devnet fault must reach the dapp as it happened, not three attempts later.
  const transport = custom({ request: ({ method, params }) => postJsonRpc(ctx.rpcUrl, method, params) }, { retryCount: 0 })
  const client = createWalletClient({ account: ctx.account, chain, transport })
  const fees =
    tx.gasPrice !== undefined
      ? { gasPrice: hexToBigInt(tx.gasPrice) }
      : {
          maxFeePerGas: tx.maxFeePerGas === undefined ? undefined : hexToBigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas === undefined ? undefined : hexToBigInt(tx.maxPriorityFeePerGas),
        }
  try {
    return await client.sendTransaction({
      to: tx.to,
      data: tx.data ?? tx.input,
      value: tx.value === undefined ? undefined : hexToBigInt(tx.value),
      gas: tx.gas === undefined ? undefined : hexToBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
      ...fees,
    } as Parameters<typeof client.sendTransaction>[0])
  } catch (error) {
    throw toProviderError(error)
  }
}

/** viem wraps node errors; unwrap to the node's own code so the dapp sees what a real wallet relays. */
function toProviderError(error: unknown): ProviderRpcError {
  let current: unknown = error
  while (current instanceof Error) {
    if (current instanceof ProviderRpcError) return current
    current = current.cause
  }
  const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
  return new ProviderRpcError(-32603, message)
}

function assertOwnAddress(address: unknown, own: Address) {
  if (typeof address !== 'string' || !isAddress(address, { strict: false }) || !isAddressEqual(address, own)) {
    throw providerError(4100)
  }
}
