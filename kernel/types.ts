// Domain types shared by the kernel, chain plugins, feature plugins and the shell (spec §3).

export type ChainNamespace =
  | 'eip155'
  | 'solana'
  | 'bip122'
  | 'polkadot'
  | 'cosmos'
  | 'algorand'
  | 'cip34'
  | 'elrond'
  | 'multiversx'
  | 'near'
  | 'tezos'
  | (string & {})

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[]; webSocket?: readonly string[] }
    [key: string]: { http: readonly string[]; webSocket?: readonly string[] } | undefined
  }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  deprecatedCaipNetworkId?: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
}

/** What a host passes in `networks`: a CAIP network, or a viem-style chain that lacks the CAIP fields. */
export type AppKitNetwork = CaipNetwork | (Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
  caipNetworkId?: CaipNetworkId
  chainNamespace?: ChainNamespace
})

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'
export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export type ConnectorType =
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'

/** Minimal EIP-1193-like shape every connector's provider satisfies. */
export interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  chains?: CaipNetwork[]
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; name?: string; icon?: string }
  provider?: RequestProvider
  /** For MULTI_CHAIN connectors: the per-namespace connectors they group. */
  connectors?: Connector[]
  /** What kind of account an address of this wallet is (an embedded wallet's smart account); by connector otherwise. */
  accountTypeOf?(address: string): AccountType
}

export interface Connection {
  connectorId: string
  accounts: { address: string; type?: AccountType }[]
  caipNetwork?: CaipNetwork
}

/** A catalogue wallet (GET /getWallets `data[]`), plus `installed` on local entries. */
export interface WalletEntry {
  id: string
  name: string
  image_id?: string
  image_url?: string
  homepage?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  rdns?: string | null
  chains?: CaipNetworkId[]
  badge_type?: 'none' | 'certified'
  /** The wallet takes WalletConnect Pay payments (AppKit's `supports_wcpay`). */
  supports_wcpay?: boolean
  installed?: boolean
}

/** A host-supplied custom wallet (AppKit's `customWallets`). */
export type CustomWallet = Partial<WalletEntry> & { id: string; name: string }

export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId | string
  address?: CaipAddress | string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface SocialUser {
  email?: string
  username?: string
  accounts?: { address: string; type: AccountType }[]
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  type?: string
  [key: string]: unknown
}

/** Per-namespace account state (spec §3 "Per-chain account state"). */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  tokenBalance?: TokenBalance[]
  smartAccountDeployed?: boolean
  currentTab: number
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountTypes?: PreferredAccountTypes
  socialProvider?: string
  socialWindow?: unknown
  farcasterUrl?: string
  allAccounts: { address: string; type?: AccountType; namespace: ChainNamespace }[]
  user?: SocialUser
  status?: ConnectionStatus
  addressLabels: Map<string, string>
}

export type ThemeMode = 'dark' | 'light'

/** AppKit's theme variable keys. */
export interface ThemeVariables {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  '--w3m-qr-color'?: string
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
  redirect?: { native?: string; universal?: string }
}
