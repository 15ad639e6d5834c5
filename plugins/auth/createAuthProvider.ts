// The EIP-1193 provider of the embedded wallet, as the kit's eip155 adapter and the host see it.
// Accounts and chain come from the session; reads go to the network's RPC; signing and sending
// go to the secure frame, where the visitor approves them; everything else is refused.
import { ErrorMessages, type RequestProvider } from '../../kernel/plugin'
import { FrameRequestError } from './openFrameChannel'
import { createProviderEvents } from './providerEvents'
import { readRpc } from './readRpc'
import { classifyRpcMethod } from './rpcMethodPolicy'
import { callsStatusFromReceipt } from './smartAccountAnswers'

export const UNSUPPORTED_METHOD = 4200
const UNRECOGNIZED_CHAIN = 4902
const UNAUTHORIZED = 4100

export interface AuthProviderDeps {
  /** The signed-in account's address, or undefined when signed out. */
  address(): string | undefined
  chainId(): number
  /** The RPC URL of a configured eip155 chain, or undefined when the kit does not configure it. */
  rpcUrl(chainId: number): string | undefined
  /** Makes a configured chain the wallet's chain. */
  setChainId(chainId: number): void
  /** Asks the visitor in the secure frame and carries the request out there. */
  approve(request: { method: string; params?: unknown; chainId: number }): Promise<unknown>
  /** wallet_getCapabilities' answer (the smart account's); `{}` when absent. */
  capabilities?(): Record<string, unknown>
  fetch?: typeof fetch
}

export type AuthProvider = RequestProvider & {
  on(event: string, listener: (...args: any[]) => void): void
  removeListener(event: string, listener: (...args: any[]) => void): void
  /** Tells listeners the accounts changed (sign-in, sign-out). */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', value?: unknown): void
}

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const events = createProviderEvents()
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  const emit: AuthProvider['emit'] = events.emit

  async function read(method: string, params: unknown): Promise<unknown> {
    const url = deps.rpcUrl(deps.chainId())
    if (!url) throw new FrameRequestError(ErrorMessages.rpcCallNotAllowed, UNSUPPORTED_METHOD)
    return readRpc(doFetch, url, method, params)
  }

  const accounts = () => {
    const address = deps.address()
    return address ? [address] : []
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    switch (classifyRpcMethod(method)) {
      case 'session':
        return session(method, params)
      case 'safe':
        return read(method, params)
      case 'unsafe':
        if (!deps.address()) throw new FrameRequestError('The embedded wallet is not signed in', UNAUTHORIZED)
        return deps.approve({ method, params, chainId: deps.chainId() })
      default:
        throw new FrameRequestError(ErrorMessages.rpcCallNotAllowed, UNSUPPORTED_METHOD)
    }
  }

  function session(method: string, params: unknown): unknown {
    switch (method) {
      case 'eth_accounts':
        return accounts()
      case 'eth_requestAccounts':
        if (!deps.address()) throw new FrameRequestError('The embedded wallet is not signed in', UNAUTHORIZED)
        return accounts()
      case 'eth_chainId':
        return `0x${deps.chainId().toString(16)}`
      case 'wallet_getCapabilities':
        return deps.capabilities?.() ?? {}
      case 'wallet_getCallsStatus': {
        // The id of a batch is its transaction's hash (smartAccountAnswers.ts).
        const id = Array.isArray(params) ? params[0] : undefined
        if (typeof id !== 'string') throw new FrameRequestError('wallet_getCallsStatus needs a call-bundle id', -32602)
        const chainId = deps.chainId()
        return read('eth_getTransactionReceipt', [id]).then((receipt) => callsStatusFromReceipt(id, chainId, receipt as Parameters<typeof callsStatusFromReceipt>[2]))
      }
      case 'wallet_switchEthereumChain': {
        const hex = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined)?.chainId
        const chainId = typeof hex === 'string' ? Number.parseInt(hex, 16) : Number.NaN
        if (!Number.isSafeInteger(chainId) || !deps.rpcUrl(chainId)) throw new FrameRequestError('Unrecognized chain', UNRECOGNIZED_CHAIN)
        if (chainId !== deps.chainId()) {
          deps.setChainId(chainId)
          emit('chainChanged', `0x${chainId.toString(16)}`)
        }
        return null
      }
    }
    throw new FrameRequestError(ErrorMessages.rpcCallNotAllowed, UNSUPPORTED_METHOD)
  }

  return {
    request,
    emit,
    on: events.on,
    removeListener: events.removeListener,
  }
}
