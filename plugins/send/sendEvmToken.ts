import type { Abi } from 'viem'
import { ChainError, ErrorMessages, type CaipNetwork, type ChainAdapter, type RequestProvider } from '../../kernel'
import { parseDecimalAmount } from './parseDecimalAmount'
import { isNativeToken, tokenAddressOf } from './sendableToken'
import { transferAbiFor } from './transferAbiFor'
import type { ValidSendDraft } from './validateSendDraft'

export interface ChainSendArgs {
  adapter: ChainAdapter
  /** The connected connector's provider (an injected wallet, a WalletConnect session); the adapter's own when absent. */
  provider: RequestProvider | undefined
  from: string
  draft: ValidSendDraft
  network: CaipNetwork
  /** Moves the wallet to `network` through the kernel's network client. */
  switchNetwork(): Promise<void>
}

/**
 * eip155: the native coin through the chain plugin's `sendTransfer` (SEND-07); an ERC-20 as
 * `transfer(to, amount)` sent with eth_sendTransaction (SEND-08), in the USDT-style ABI where
 * the token needs it (SEND-13). Resolves with the transaction hash.
 */
export async function sendEvmToken(args: ChainSendArgs): Promise<string> {
  const { adapter, provider, from, draft, network } = args
  const value = parseDecimalAmount(draft.sendTokenAmount, Number(draft.token.quantity.decimals || '18'))
  if (isNativeToken(draft.token)) {
    if (!adapter.sendTransfer) throw new ChainError(ErrorMessages.unsupportedChain)
    return adapter.sendTransfer({ from, to: draft.receiverAddress, value, network, provider })
  }

  const wallet = provider ?? adapter.getProvider?.()
  if (!wallet) throw new ChainError(ErrorMessages.addressOrAuthConnectorNotFound)
  // viem is the heaviest thing a send needs; it loads on the first ERC-20 send, not before.
  const { encodeFunctionData } = await import('viem')
  const data = encodeFunctionData({
    abi: transferAbiFor(draft.token) as Abi,
    functionName: 'transfer',
    args: [draft.receiverAddress, value],
  })
  // A contract call on the wrong chain would move another token (or fail): the wallet goes first.
  const walletChainId = Number(await wallet.request({ method: 'eth_chainId' }))
  if (walletChainId !== Number(network.id)) await args.switchNetwork()
  const hash = await wallet.request({
    method: 'eth_sendTransaction',
    params: [{ from, to: tokenAddressOf(draft.token), data, value: '0x0' }],
  })
  return hash as string
}
