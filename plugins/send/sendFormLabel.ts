import { isPositiveAmount, parseDecimalAmount, type TokenBalance } from '../../kernel/plugin'
import { englishWalletSendText, type WalletSendText } from './sendMessages'

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

/** What the form lacks first, in this order: token, amount, funds, receiver; `preview` when nothing. */
export type SendFormStep = 'selectToken' | 'addAmount' | 'insufficientFunds' | 'addAddress' | 'resolvingName' | 'invalidAddress' | 'previewSend'

export function sendFormStep(state: SendFormState): SendFormStep {
  const { token, amount, receiverInput, receiverAddress } = state
  if (!token) return 'selectToken'
  if (!isPositiveAmount(amount)) return 'addAmount'
  const decimals = Number(token.quantity.decimals)
  if (parseDecimalAmount(amount, decimals) > parseDecimalAmount(token.quantity.numeric, decimals)) return 'insufficientFunds'
  if (!receiverInput.trim()) return 'addAddress'
  if (state.resolving) return 'resolvingName'
  if (!receiverAddress) return 'invalidAddress'
  return 'previewSend'
}

const LABEL_KEYS = {
  selectToken: 'labelSelectToken',
  addAmount: 'labelAddAmount',
  insufficientFunds: 'labelInsufficientFunds',
  addAddress: 'labelAddAddress',
  resolvingName: 'labelResolvingName',
  invalidAddress: 'labelInvalidAddress',
  previewSend: 'labelPreviewSend',
} as const

/**
 * The WalletSend button's label, as AppKit words it ("Preview Send" when the form can go to the
 * preview), in the words of `text` (the view's translation; English by default).
 */
export const sendFormLabel = (state: SendFormState, text: WalletSendText = englishWalletSendText): string => text(LABEL_KEYS[sendFormStep(state)])

export const canPreview = (state: SendFormState): boolean => sendFormStep(state) === 'previewSend'
