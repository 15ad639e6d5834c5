import { ChainError, ErrorMessages, errorMessage, type CaipNetwork } from '../../kernel/plugin'
import { addressesOn } from './sessionAccounts'
import type { UniversalProviderLike } from './types'

/**
 * Spec §9 chain error codes after which adding the chain is worth a try (NET-11): 4902 unknown
 * chain, 5000 the WalletConnect default (user rejected), 32603 internal error. Wallets send the
 * JSON-RPC one as -32603, so the sign is ignored.
 */
export const ADD_CHAIN_ERROR_CODES: ReadonlySet<number> = new Set([4902, 5000, 32603])

function rawCodeOf(error: unknown): number | undefined {
  const read = (value: unknown) => {
    const code = (value as { code?: unknown } | undefined)?.code
    return typeof code === 'number' ? code : undefined
  }
  const nested = (error as { data?: { originalError?: unknown } } | undefined)?.data?.originalError
  return read(error) ?? read(nested)
}

const codeOf = (error: unknown) => {
  const code = rawCodeOf(error)
  return code === undefined ? undefined : Math.abs(code)
}

/** The chain the provider is on for a namespace; requests must name an approved chain. */
export function currentChainOf(provider: UniversalProviderLike, namespace: string): string | undefined {
  try {
    const reference = provider.rpcProviders[namespace]?.getDefaultChain()
    return reference ? `${namespace}:${reference}` : undefined
  } catch {
    return undefined
  }
}

const toHexChainId = (id: number | string) => `0x${Number(id).toString(16)}`

/**
 * Moves a WalletConnect session to another network: on EVM `wallet_switchEthereumChain` first
 * (NET-10); on 4902, 5000 or 32603 `wallet_addEthereumChain` (NET-11), and if that fails too the
 * switch throws (NET-12); then the provider's default chain is set (NET-13). Other families have
 * no switch call: the chain must be in the session.
 */
export async function switchWalletConnectChain(provider: UniversalProviderLike, network: CaipNetwork): Promise<void> {
  if (!provider.session) throw new ChainError(ErrorMessages.sessionNotInitialized)
  const namespace = network.chainNamespace

  if (namespace === 'eip155') {
    const current = currentChainOf(provider, namespace)
    const chainId = toHexChainId(network.id)
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, current)
    } catch (switchError) {
      const code = codeOf(switchError)
      if (code === undefined || !ADD_CHAIN_ERROR_CODES.has(code)) throw asChainError(switchError)
      try {
        await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network, chainId)] }, current)
      } catch (addError) {
        throw asChainError(addError)
      }
    }
  } else if (addressesOn(provider.session, network.caipNetworkId).length === 0) {
    throw new ChainError(ErrorMessages.chainNotSupported)
  }

  provider.setDefaultChain(network.caipNetworkId)
}

function addChainParams(network: CaipNetwork, chainId: string) {
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : [],
    iconUrls: network.assets?.imageUrl ? [network.assets.imageUrl] : [],
  }
}

// Wallet errors arrive as plain JSON-RPC error objects; hosts get an Error with the wallet's text and code.
function asChainError(error: unknown): Error {
  if (error instanceof Error) return error
  return new ChainError(errorMessage(error), rawCodeOf(error), { cause: error })
}
