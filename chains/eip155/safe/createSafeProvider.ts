import { toHexChainId } from '../chainIds'
import type { Eip1193Provider } from '../types'
import type { SafeAppsMessenger } from './createSafeAppsMessenger'

export interface SafeInfo {
  safeAddress: string
  chainId: number
  threshold?: number
  owners?: string[]
  isReadOnly?: boolean
}

const providerError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * An EIP-1193 provider over the host app's messages: the Safe's address is the account, its
 * chain is fixed (the host app switches, not the dapp), transactions are proposed to the Safe,
 * reads go through the host app's RPC.
 */
export function createSafeProvider(messenger: SafeAppsMessenger, safe: SafeInfo): Eip1193Provider {
  const sameAddress = (address: unknown) => typeof address === 'string' && address.toLowerCase() === safe.safeAddress.toLowerCase()

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [safe.safeAddress]
      case 'eth_chainId':
      case 'net_version':
        return method === 'eth_chainId' ? toHexChainId(safe.chainId) : String(safe.chainId)
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        throw providerError(4200, `The multisig host app does not support ${method}`)
      case 'wallet_revokePermissions':
        return null
      case 'personal_sign': {
        const [message, address] = list
        if (!sameAddress(address)) throw providerError(4100, 'The address is not the Safe')
        const answer = await messenger.request<{ signature?: string }>('signMessage', { message })
        // Multisig signatures are collected later; '0x' says "pending", as the host app's SDK does.
        return answer?.signature ?? '0x'
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string; gas?: string }
        const answer = await messenger.request<{ safeTxHash: string }>('sendTransactions', {
          txs: [{ to: tx.to, value: tx.value ? BigInt(tx.value).toString() : '0', data: tx.data ?? '0x' }],
          params: tx.gas ? { safeTxGas: Number(BigInt(tx.gas)) } : undefined,
        })
        return answer.safeTxHash
      }
      default:
        return messenger.request('rpcCall', { call: method, params: list })
    }
  }

  // The host app sends no wallet events: the Safe and its chain do not change under the app.
  return { request, on: () => undefined, removeListener: () => undefined }
}
