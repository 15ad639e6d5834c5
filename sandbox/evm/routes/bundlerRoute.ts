// POST /v1/bundler?chainId=&projectId=&bundler= (SBX-32): the ERC-4337 bundler stand-in answers
// eth_getUserOperationReceipt for user operations that tests register against a real devnet
// transaction, and null for any other hash.
import type { Address, Hash, Hex } from 'viem'
import type { RouteRegistrar } from '../../api/types'
import { findChain, type ChainContexts } from './chainContext'
import { jsonRpcErrors } from './rpcGatewayRoute'

export const ENTRY_POINT_V07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

export interface UserOperationEntry {
  userOpHash: Hash
  /** CAIP-2 id of the devnet that mined `transactionHash`. */
  chainId: string
  sender: Address
  /** A devnet transaction standing in for the bundle that carried the user operation. */
  transactionHash: Hash
  success?: boolean
}

export interface UserOperationRegistry {
  register(entry: UserOperationEntry): void
  clear(): void
}

export function registerBundlerRoute(routes: RouteRegistrar, chains: ChainContexts): UserOperationRegistry {
  const entries = new Map<string, UserOperationEntry>()

  routes.post('/v1/bundler', async (req) => {
    const body = req.body as { id?: unknown; method?: unknown; params?: unknown[] } | undefined
    const id = body?.id ?? null
    const chain = findChain(chains, req.query.get('chainId'))
    if (!chain) return { json: jsonRpcErrors(body, -32602, `Unsupported chainId: ${req.query.get('chainId') ?? '(missing)'}`) }
    const result = (value: unknown) => ({ json: { jsonrpc: '2.0', id, result: value } })
    switch (body?.method) {
      case 'eth_chainId':
        return result(`0x${chain.devnet.chainId.toString(16)}`)
      case 'eth_supportedEntryPoints':
        return result([ENTRY_POINT_V07])
      case 'eth_getUserOperationReceipt': {
        const hash = String(body.params?.[0] ?? '').toLowerCase()
        const entry = entries.get(hash)
        if (!entry || findChain(chains, entry.chainId) !== chain) return result(null)
        const receipt = (await chain.devnet.provider.request({
          method: 'eth_getTransactionReceipt',
          params: [entry.transactionHash],
        })) as { gasUsed: Hex; effectiveGasPrice: Hex; logs: unknown[] } | null
        if (!receipt) return result(null)
        return result({
          userOpHash: entry.userOpHash,
          entryPoint: ENTRY_POINT_V07,
          sender: entry.sender,
          nonce: '0x0',
          paymaster: '0x0000000000000000000000000000000000000000',
          actualGasUsed: receipt.gasUsed,
          actualGasCost: `0x${(BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)).toString(16)}`,
          success: entry.success ?? true,
          reason: '',
          logs: receipt.logs,
          receipt,
        })
      }
      default:
        return { json: jsonRpcErrors(body, -32601, `Method not supported by the bundler stand-in: ${String(body?.method)}`) }
    }
  })

  return {
    register: (entry) => entries.set(entry.userOpHash.toLowerCase(), entry),
    clear: () => entries.clear(),
  }
}
