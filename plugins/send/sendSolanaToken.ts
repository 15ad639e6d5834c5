import { ChainError, ErrorMessages } from '../../kernel'
import { parseDecimalAmount } from './parseDecimalAmount'
import { isNativeToken } from './sendableToken'
import type { ChainSendArgs } from './sendEvmToken'

/** Only SOL moves here (a SystemProgram transfer); SPL tokens are not part of spec §4 "Send". */
export const SOLANA_NATIVE_ONLY = 'Only SOL can be sent on Solana'

/** solana: a SystemProgram transfer through the chain plugin's `sendTransfer` (SEND-09); resolves with the signature. */
export async function sendSolanaToken(args: ChainSendArgs): Promise<string> {
  const { adapter, provider, from, draft, network } = args
  if (!isNativeToken(draft.token)) throw new ChainError(SOLANA_NATIVE_ONLY)
  if (!adapter.sendTransfer) throw new ChainError(ErrorMessages.unsupportedChain)
  const lamports = parseDecimalAmount(draft.sendTokenAmount, Number(draft.token.quantity.decimals || '9'))
  return adapter.sendTransfer({ from, to: draft.receiverAddress, value: lamports, network, provider })
}
