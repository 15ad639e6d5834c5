import { CORE_PACK, defineMessages } from '../../../kernel'

/** The connecting views' words (external wallet, multi-chain, WalletConnect QR and deep link). */
export const connectingMessages = defineMessages(CORE_PACK, 'Connecting', {
  continueIn: 'Continue in {name}',
  accept: 'Accept connection request in the wallet',
  declined: 'Connection declined',
  declinedHint: 'Connection can be declined if a previous request is still active',
  slow: 'No answer yet? Open the wallet, or try again.',
  tryAgain: 'Try again',
  /** The snackbar once a wallet connected. */
  walletConnected: 'Wallet connected',
  waitingFor: 'Waiting for {name}',
  noWallet: 'No wallet was chosen.',
  /** Stands for the wallet's name when there is none. */
  wallet: 'Wallet',
  connected: 'Connected',
  multiChainTitle: 'Select Chain for {name}',
  multiChainHint: 'Select which chain to connect to your multi chain wallet',
  done: 'Done',
  chains: '{name} chains',
  expired: 'QR code expired',
  expiredHint: 'The connection request timed out. Get a new one to continue.',
  scan: 'Scan this QR Code with your phone',
  // Not AppKit's: shown while the relay socket is down (issue 12 case 9).
  reconnecting: 'Reconnecting to the relay…',
  copy: 'Copy link',
  copied: 'Link copied',
  unavailable: 'WalletConnect is not available',
  unavailableHint: 'This app cannot connect wallets through WalletConnect.',
  // Not AppKit's: back from the wallet's deep link with no session (BYD-33).
  returned: 'No connection yet',
  returnedHint: '{name} did not connect. Try again, or copy the link into the wallet.',
  qrAlt: 'QR code to connect with {name}',
  preparing: 'Preparing connection',
  openWallet: 'Open {name}',
  desktopApp: 'Desktop app',
  webApp: 'Web app',
  allWallets: 'All Wallets',
})
