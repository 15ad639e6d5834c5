import { CORE_PACK, defineMessages, type RouterData, type ViewName, type ViewTitle } from '../../kernel'
import type { Translate } from '../i18n/useMessages'

/** The modal header's words and AppKit's header titles of the shell's own views. */
export const headerMessages = defineMessages(CORE_PACK, 'header', {
  back: 'Back',
  close: 'Close',
  /** The hidden dialog title of a view without one. */
  wallet: 'Wallet',
  connectWallet: 'Connect Wallet',
  account: 'Account',
  allWallets: 'All Wallets',
  walletConnect: 'WalletConnect',
  selectChain: 'Select chain',
  connectWallets: 'Connect wallet',
  getWallet: 'Get {name}',
  downloads: 'Downloads',
  getAWallet: 'Get a wallet',
  chooseNetwork: 'Choose Network',
  wallets: 'Wallets',
  switchChain: 'Switch chain',
  switchNetwork: 'Switch Network',
  compatibleNetworks: 'Compatible Networks',
  whatIsANetwork: 'What is a network?',
  whatIsAWallet: 'What is a wallet?',
})

type T = Translate<keyof typeof headerMessages.en>
type Title = (data: RouterData | undefined, t: T) => string

/**
 * AppKit's header titles of the shell's own views. A plugin's views declare theirs in the
 * manifest (`views: { X: { load, title } }`); a view may override either with useHeaderTitle.
 */
export const HEADER_TITLES: Readonly<Record<string, Title>> = {
  Connect: (_, t) => t('connectWallet'),
  AccountSettings: (_, t) => t('account'),
  AllWallets: (_, t) => t('allWallets'),
  ConnectingExternal: (data, t) => data?.connector?.name ?? data?.wallet?.name ?? t('connectWallet'),
  ConnectingWalletConnect: (data, t) => data?.wallet?.name ?? t('walletConnect'),
  ConnectingWalletConnectBasic: (_, t) => t('walletConnect'),
  ConnectingMultiChain: (_, t) => t('selectChain'),
  ConnectWallets: (_, t) => t('connectWallets'),
  Downloads: (data, t) => (data?.wallet?.name ? t('getWallet', { name: data.wallet.name }) : t('downloads')),
  GetWallet: (_, t) => t('getAWallet'),
  Networks: (_, t) => t('chooseNetwork'),
  ProfileWallets: (_, t) => t('wallets'),
  SwitchActiveChain: (_, t) => t('switchChain'),
  SwitchNetwork: (data, t) => data?.network?.name ?? t('switchNetwork'),
  UnsupportedChain: (_, t) => t('switchNetwork'),
  WalletCompatibleNetworks: (_, t) => t('compatibleNetworks'),
  WhatIsANetwork: (_, t) => t('whatIsANetwork'),
  WhatIsAWallet: (_, t) => t('whatIsAWallet'),
}

/**
 * The registered title of a view (its plugin's, translated through the plugin's pack by
 * `translateManifest`), else the shell's.
 */
export function headerTitleOf(
  view: ViewName,
  data: RouterData | undefined,
  t: T,
  registered?: ViewTitle,
  translateManifest: (english: string) => string = (english) => english,
): string | undefined {
  if (registered !== undefined) return typeof registered === 'function' ? registered(data) : translateManifest(registered)
  return HEADER_TITLES[view]?.(data, t)
}
