import { createToken, definePlugin } from '../../kernel/plugin'
import type { SendService } from './createSendService'
import type { SendStore } from './createSendStore'

/**
 * Send: the draft (token, amount, receiver), its three views, and the send itself on eip155
 * (native and ERC-20), solana (SOL) and tron (TRX and TRC-20). Gated by the `send` feature flag; while the flag is off
 * neither the views nor `activate` are ever loaded.
 */
export const send = definePlugin({
  id: 'send',
  feature: 'send',
  views: {
    WalletSend: { title: 'Send' },
    WalletSendSelectToken: { title: 'Select Token' },
    WalletSendPreview: { title: 'Review send' },
  },
  // Spec §9: send exists on eip155 and solana; activate adds a third party's family that sends.
  accountActions: [{ id: 'send', view: 'WalletSend', label: 'Send', namespaces: ['eip155', 'solana'] }],
  messages: () => import('./locales/index'),
  load: () => import('./activate'),
})

// The plugin's container tokens live here, in the manifest module, so resolving them costs a
// host nothing beyond two symbols: the kernel knows nothing about send.
/** The send draft (token, amount, receiver, profile, network balance in USD; spec §3). */
export const SEND_STORE = /*#__PURE__*/ createToken<SendStore>('send.store')
/** Sends the draft on the active network (spec §4 "Send"). */
export const SEND_SERVICE = /*#__PURE__*/ createToken<SendService>('send.service')

export type { SendDraft, SendStore } from './createSendStore'
export type { SendService } from './createSendService'
