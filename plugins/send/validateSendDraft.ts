import { AirlockError, ErrorMessages, isPositiveAmount, type TokenBalance } from '../../kernel/plugin'
import type { SendDraft } from './createSendStore'

/** A draft that passed validation: everything a send needs is there. */
export interface ValidSendDraft {
  token: TokenBalance
  sendTokenAmount: string
  receiverAddress: string
}

/**
 * Spec §5 "Send", in AppKit's order: amount and receiver first ("An amount and receiver address
 * are required"), then the token ("A token is required").
 */
export function validateSendDraft(draft: Pick<SendDraft, 'token' | 'sendTokenAmount' | 'receiverAddress'>): ValidSendDraft {
  const { token, sendTokenAmount, receiverAddress } = draft
  if (!isPositiveAmount(sendTokenAmount) || !receiverAddress) throw new AirlockError(ErrorMessages.amountAndReceiverRequired)
  if (!token) throw new AirlockError(ErrorMessages.tokenRequired)
  return { token, sendTokenAmount, receiverAddress }
}
