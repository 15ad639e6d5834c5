import { isPositiveAmount, parseDecimalAmount, type TokenBalance } from '../../kernel/plugin'

export interface SendFormState {
  token: TokenBalance | undefined
  amount: string | undefined
  /** What the visitor typed in the receiver field (an address or a name). */
  receiverInput: string
  /** The address it stands for, once valid or resolved. */
  receiverAddress: string | undefined
  /** A name lookup is running. */
  resolving?: boolean
}

/**
 * The WalletSend button's label, as AppKit words it; the form can go to the preview only when
 * it reads "Preview Send". The first problem in this order wins: token, amount, funds, receiver.
 */
export function sendFormLabel(state: SendFormState): string {
  const { token, amount, receiverInput, receiverAddress } = state
  if (!token) return 'Select Token'
  if (!isPositiveAmount(amount)) return 'Add Amount'
  const decimals = Number(token.quantity.decimals)
  if (parseDecimalAmount(amount, decimals) > parseDecimalAmount(token.quantity.numeric, decimals)) return 'Insufficient Funds'
  if (!receiverInput.trim()) return 'Add Address'
  if (state.resolving) return 'Resolving name'
  if (!receiverAddress) return 'Invalid Address'
  return 'Preview Send'
}

export const canPreview = (state: SendFormState): boolean => sendFormLabel(state) === 'Preview Send'
