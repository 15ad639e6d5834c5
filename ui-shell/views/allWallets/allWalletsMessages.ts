import { CORE_PACK, defineMessages } from '../../../kernel'

/** The All Wallets view's words. */
export const allWalletsMessages = defineMessages(CORE_PACK, 'AllWallets', {
  search: 'Search wallet',
  scanQr: 'Scan a QR code with your wallet',
  loadError: 'Wallets could not be loaded',
  tryAgain: 'Try again',
  searching: 'Searching wallets',
  noWalletFound: 'No Wallet found',
  wallets: 'Wallets',
  /** Read by screen readers after an installed wallet's name (the badge is a check mark). */
  installed: '(installed)',
})
