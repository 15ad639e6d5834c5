import type { CaipNetwork, ChainNamespace, Connector, WalletEntry } from '../types'

/**
 * The views the kernel and the shell know by name (spec §2 plus the AppKit views the shell and
 * the first-party plugins render). Kept as a list so tests and the shell can enumerate them.
 */
export const coreViewNames = [
  // spec §2
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  // AppKit views the shell and first-party plugins use
  'Networks',
  'WalletSend',
  'WalletSendPreview',
  'WalletSendSelectToken',
  'WalletReceive',
  'SwapSelectToken',
  'SwapPreview',
  'Transactions',
  'AccountSettings',
  'ProfileWallets',
  'ChooseAccountName',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectSocials',
  'ConnectWallets',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'UpgradeEmailWallet',
  'Downloads',
  'GetWallet',
  'WhatIsANetwork',
  'WhatIsAWallet',
  'WhatIsABuy',
  'OnRampProviders',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'BuyInProgress',
  'WalletCompatibleNetworks',
  'SmartSessionCreated',
  'SmartSessionList',
] as const

export type CoreViewName = (typeof coreViewNames)[number]

/** Core names keep autocompletion; `string & {}` admits the views plugins register (RTR-02). */
export type ViewName = CoreViewName | (string & {})

/** AppKit's SwapInputArguments: what `open({ view: 'Swap', arguments })` pre-fills. */
export interface SwapArguments {
  fromToken?: string
  toToken?: string
  amount?: string
}

/**
 * Data every view may carry. Views without an entry in ViewDataMap accept this loose shape,
 * which mirrors AppKit's RouterControllerState['data'] so plugins can pass what they need.
 */
export interface RouterData {
  connector?: Connector
  wallet?: WalletEntry
  network?: CaipNetwork
  email?: string
  newEmail?: string
  redirectView?: ViewName
  switchToChain?: ChainNamespace
  navigateTo?: ViewName
  navigateWithReplace?: boolean
  swap?: SwapArguments
  [key: string]: unknown
}

/** Views whose data has a fixed shape. */
export interface ViewDataMap {
  /** RTR-03: confirm leaving the active namespace, then go to `navigateTo`. */
  SwitchActiveChain: RouterData & {
    switchToChain: ChainNamespace
    navigateTo: ViewName
    navigateWithReplace: boolean
    network: CaipNetwork
  }
  Swap: RouterData & { swap?: SwapArguments }
  ConnectingExternal: RouterData & { connector: Connector; wallet?: WalletEntry }
  /** A MULTI_CHAIN connector: its `connectors` are the wallet's per-namespace connectors. */
  ConnectingMultiChain: RouterData & { connector: Connector }
  /** The wallet is absent on the plain QR flow (no chain adapters), so it stays optional. */
  ConnectingWalletConnect: RouterData & { wallet?: WalletEntry }
  SwitchNetwork: RouterData & { network: CaipNetwork }
}

/** The data type of view V. */
export type ViewData<V extends ViewName> = V extends keyof ViewDataMap ? ViewDataMap[V] : RouterData

/** Views that cannot be shown without their data. */
type ViewsRequiringData = 'SwitchActiveChain' | 'ConnectingExternal' | 'ConnectingMultiChain' | 'SwitchNetwork'

/** The trailing arguments of push/replace/reset for view V: data is required only where it must be. */
export type ViewDataArgs<V extends ViewName> = V extends ViewsRequiringData
  ? [data: ViewData<V>]
  : [data?: ViewData<V>]

/** One entry of the history stack. */
export interface RouterEntry {
  view: ViewName
  data: RouterData | undefined
}

/** The view request `open()` accepts (AppKit's `open({ view, data, namespace })`). */
export interface OpenRequest {
  view?: ViewName
  data?: RouterData
  namespace?: ChainNamespace
  /** AppKit's `open({ view: 'Swap', arguments })`: the Swap view's pre-fill, handed over as `data.swap`. */
  arguments?: SwapArguments
}
