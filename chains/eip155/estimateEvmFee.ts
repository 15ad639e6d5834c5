import { ChainError, ErrorMessages, type EstimateFeeArgs, type RequestProvider } from '../../kernel/plugin'
import { toQuantity } from './ensureWalletChain'

/**
 * The fee of a transaction in wei: eth_estimateGas times eth_gasPrice (on EIP-1559 chains the
 * node's gasPrice is base fee plus tip, what the wallet will most likely pay). Asked of the
 * network's RPC, so the answer is for `network` whatever chain the wallet is on; of the wallet
 * only when the network has no RPC URL.
 */
export async function estimateEvmFee(args: Omit<EstimateFeeArgs, 'transaction'>): Promise<bigint> {
  const rpc = rpcOf(args.network.rpcUrls.default.http[0]) ?? args.provider
  if (!rpc) throw new ChainError(ErrorMessages.noRpcUrl(args.network.id))
  const tx: Record<string, string> = { from: args.from, to: args.to ?? args.from }
  if (args.value !== undefined) tx.value = toQuantity(args.value)
  if (args.data !== undefined) tx.data = args.data
  const [gas, gasPrice] = await Promise.all([
    rpc.request({ method: 'eth_estimateGas', params: [tx] }),
    rpc.request({ method: 'eth_gasPrice' }),
  ])
  return BigInt(gas as string) * BigInt(gasPrice as string)
}

/** A JSON-RPC endpoint as a RequestProvider: two reads need no client library. */
export function rpcOf(url: string | undefined): RequestProvider | undefined {
  if (!url) return undefined
  let id = 0
  return {
    async request({ method, params }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      if (!response.ok) throw new ChainError(ErrorMessages.httpStatus(response.status))
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw new ChainError(body.error.message, body.error.code)
      return body.result
    },
  }
}
