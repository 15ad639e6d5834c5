import { ChainError, ErrorMessages, parseDecimalAmount, type CaipNetwork, type ChainAdapter, type RequestProvider } from '../../kernel/plugin'
import { isNativeToken, tokenAddressOf } from './sendableToken'
import { transferAbiFor } from './transferAbiFor'
import type { ValidSendDraft } from './validateSendDraft'

export interface SendDraftArgs {
  /** The active namespace's chain plugin: it knows how its chains send, so this file never asks which chain it is. */
  adapter: ChainAdapter
  /** The connected connector's provider (an injected wallet, a WalletConnect session); the adapter's own when absent. */
  provider: RequestProvider | undefined
  from: string
  draft: ValidSendDraft
  network: CaipNetwork
}

/** Why a token other than the native coin cannot be sent: the chain plugin has no contract calls (Solana: SOL only). */
export const nativeOnlyMessage = (network: Pick<CaipNetwork, 'name' | 'nativeCurrency'>) =>
  `Only ${network.nativeCurrency.symbol} can be sent on ${network.name}`

/**
 * Sends the draft through the chain plugin: the native coin with `sendTransfer` (SEND-07, a
 * SystemProgram transfer on Solana, SEND-09); a token as `transfer(to, amount)` with
 * `writeContract` (SEND-08), in the USDT-style ABI where the token needs it (SEND-13). The
 * plugin moves the wallet to `network` first. Resolves with the transaction hash or signature.
 */
export async function sendDraft(args: SendDraftArgs): Promise<string> {
  const { adapter, provider, from, draft, network } = args
  const decimals = Number(draft.token.quantity.decimals || network.nativeCurrency.decimals)
  const value = parseDecimalAmount(draft.sendTokenAmount, decimals)
  // A chain plugin that cannot even move its native coin (a WalletConnect-only stand-in) has no send.
  if (!adapter.sendTransfer) throw new ChainError(ErrorMessages.unsupportedChain)
  if (isNativeToken(draft.token)) return adapter.sendTransfer({ from, to: draft.receiverAddress, value, network, provider })
  if (!adapter.writeContract) throw new ChainError(nativeOnlyMessage(network))
  return adapter.writeContract({
    from,
    address: tokenAddressOf(draft.token)!,
    abi: transferAbiFor(draft.token),
    functionName: 'transfer',
    args: [draft.receiverAddress, value],
    network,
    provider,
  })
}
