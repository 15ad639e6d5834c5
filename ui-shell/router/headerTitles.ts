import type { RouterData, ViewName } from '../../kernel'

type Title = string | ((data: RouterData | undefined) => string | undefined)

/** AppKit's header titles per view; views may override theirs with useHeaderTitle. */
export const HEADER_TITLES: Readonly<Record<string, Title>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ApproveTransaction: 'Approve Transaction',
  BuyInProgress: 'Buy',
  ConnectingExternal: (data) => data?.connector?.name ?? data?.wallet?.name ?? 'Connect Wallet',
  ConnectingWalletConnect: (data) => data?.wallet?.name ?? 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingFarcaster: 'Farcaster',
  ConnectingMultiChain: 'Select chain',
  ConnectingSocial: 'Connecting',
  ConnectSocials: 'All socials',
  ConnectWallets: 'Connect wallet',
  Downloads: (data) => (data?.wallet?.name ? `Get ${data.wallet.name}` : 'Downloads'),
  EmailLogin: 'Email Login',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  GetWallet: 'Get a wallet',
  Networks: 'Choose Network',
  OnRampProviders: 'Choose Provider',
  OnRampTokenSelect: 'Select Token',
  OnRampFiatSelect: 'Select Currency',
  ProfileWallets: 'Wallets',
  RegisterAccountName: 'Choose name',
  SIWXSignMessage: 'Sign In',
  SmartSessionList: 'Smart Sessions',
  Swap: 'Swap',
  SwapSelectToken: 'Select token',
  SwapPreview: 'Preview swap',
  SwitchActiveChain: 'Switch chain',
  SwitchNetwork: (data) => data?.network?.name ?? 'Switch Network',
  Transactions: 'Activity',
  UnsupportedChain: 'Switch Network',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  UpgradeEmailWallet: 'Upgrade your Wallet',
  WalletCompatibleNetworks: 'Compatible Networks',
  WalletReceive: 'Receive',
  WalletSend: 'Send',
  WalletSendPreview: 'Review send',
  WalletSendSelectToken: 'Select Token',
  WhatIsABuy: 'What is Buy?',
  WhatIsANetwork: 'What is a network?',
  WhatIsAWallet: 'What is a wallet?',
}

export function headerTitleOf(view: ViewName, data: RouterData | undefined): string | undefined {
  const title = HEADER_TITLES[view]
  return typeof title === 'function' ? title(data) : title
}
