import { ChainError, type CaipNetwork, type RequestProvider } from '../../kernel/plugin'
import { parseChainId, toHexChainId } from './chainIds'
import { isUnsupportedMethod, providerErrorCode } from './providerErrorCode'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter'
import { eip155ErrorMessages } from './eip155ErrorMessages'

/**
 * Codes wallets answer wallet_switchEthereumChain with when they do not know the chain: 4902
 * (EIP-3326), 5000 and 32603 (seen from mobile wallets over WalletConnect). -32603 is the
 * JSON-RPC internal error some wallets put around an unknown chain; it is treated the same.
 */
export const ADD_CHAIN_ERROR_CODES: readonly number[] = [4902, 5000, 32603, -32603]

export function shouldAddChain(error: unknown): boolean {
  const code = providerErrorCode(error)
  return code !== undefined && ADD_CHAIN_ERROR_CODES.includes(code)
}

/**
 * Moves the wallet to `network`: wallet_switchEthereumChain; when the wallet does not know the
 * chain, wallet_addEthereumChain (which, if it fails too, throws its error). A wallet without the
 * switch methods raises "Chain is not supported" (ADPT-05). Pure: shareable by any EIP-1193 path.
 */
export async function switchEvmChain(provider: RequestProvider, network: CaipNetwork): Promise<void> {
  const chainId = toHexChainId(network.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    if (isUnsupportedMethod(error)) throw ChainError.worded(eip155ErrorMessages, 'chainNotSupported', undefined, { code: providerErrorCode(error), cause: error })
    if (!shouldAddChain(error)) throw error
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(network)] })
  } catch (error) {
    if (isUnsupportedMethod(error)) throw ChainError.worded(eip155ErrorMessages, 'chainNotSupported', undefined, { code: providerErrorCode(error), cause: error })
    throw error
  }
  // MetaMask switches right after adding; wallets that only add need the switch asked again.
  const current = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (current !== Number(network.id)) {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}
