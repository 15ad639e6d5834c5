import { CORE_PACK, defineMessages } from '../../../kernel'
import type { ConnectListTag } from '../../connect'
import type { ChipVariant } from '../../components'

/** The Connect view's words: its sections, wallet rows' badges and the legal lines. */
export const connectMessages = defineMessages(CORE_PACK, 'ConnectView', {
  continueWithWallet: 'Continue with a wallet',
  loading: 'Loading',
  noWalletsTitle: 'No wallets found',
  noWalletsDescription: 'Install a browser wallet extension, then reopen this window.',
  or: 'or',
  wallets: 'Wallets',
  email: 'Email',
  socials: 'Socials',
  allWallets: 'All Wallets',
  /** The All Wallets badge once the count was rounded down: "550+". */
  countMore: '{count}+',
  tagQrCode: 'QR code',
  tagInstalled: 'installed',
  tagRecent: 'recent',
  tagConnected: 'connected',
  /** `{links}` is the terms and privacy links. */
  agree: 'I agree to our {links}',
  byConnecting: 'By connecting your wallet, you agree to our {links}',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  termsLower: 'terms of service',
  privacyLower: 'privacy policy',
  termsAndPrivacy: '{terms} and {privacy}',
})

/** Each row badge's message and colour (a translated word cannot pick the colour). */
export const CONNECT_TAGS: Readonly<Record<ConnectListTag, { key: keyof typeof connectMessages.en; variant: ChipVariant }>> = {
  QR_CODE: { key: 'tagQrCode', variant: 'accent' },
  INSTALLED: { key: 'tagInstalled', variant: 'success' },
  RECENT: { key: 'tagRecent', variant: 'neutral' },
  CONNECTED: { key: 'tagConnected', variant: 'neutral' },
}
