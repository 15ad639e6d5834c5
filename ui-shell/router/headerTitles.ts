import type { RouterData, ViewName, ViewTitle } from '../../kernel'

type Title = ViewTitle

/**
 * AppKit's header titles of the shell's own views. A plugin's views declare theirs in the
 * manifest (`views: { X: { load, title } }`); a view may override either with useHeaderTitle.
 */
export const HEADER_TITLES: Readonly<Record<string, Title>> = {
  Connect: 'Connect Wallet',
  AccountSettings: 'Account',
  AllWallets: 'All Wallets',
  ConnectingExternal: (data) => data?.connector?.name ?? data?.wallet?.name ?? 'Connect Wallet',
  ConnectingWalletConnect: (data) => data?.wallet?.name ?? 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingMultiChain: 'Select chain',
  ConnectWallets: 'Connect wallet',
  Downloads: (data) => (data?.wallet?.name ? `Get ${data.wallet.name}` : 'Downloads'),
  GetWallet: 'Get a wallet',
  Networks: 'Choose Network',
  ProfileWallets: 'Wallets',
  SwitchActiveChain: 'Switch chain',
  SwitchNetwork: (data) => data?.network?.name ?? 'Switch Network',
  UnsupportedChain: 'Switch Network',
  WalletCompatibleNetworks: 'Compatible Networks',
  WhatIsANetwork: 'What is a network?',
  WhatIsAWallet: 'What is a wallet?',
}

/** The registered title of a view (its plugin's), else the shell's. */
export function headerTitleOf(view: ViewName, data: RouterData | undefined, registered?: ViewTitle): string | undefined {
  const title = registered ?? HEADER_TITLES[view]
  return typeof title === 'function' ? title(data) : title
}
