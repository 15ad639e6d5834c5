import type { CaipNetwork, ChainAdapter, Connector, RequestProvider } from '../../kernel/plugin'

/** An EIP-1193 provider as wallets hand it to the page (RequestProvider with events). */
export type Eip1193Provider = RequestProvider

/** EIP-6963 wallet info, as announced. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The few window members the adapter touches; tests and iframes pass their own window. */
export interface Eip155Window extends EventTarget {
  ethereum?: unknown
  parent?: unknown
}

/** A wallet the host hands in itself (AppKit's external connector). */
export interface ExternalConnectorOptions {
  id: string
  name: string
  provider: Eip1193Provider
  imageUrl?: string
  imageId?: string
  explorerId?: string
  rdns?: string
}

export interface MultisigOptions {
  /** Turn the multisig host-app detection off. Default on. */
  enabled?: boolean
  /** How long the parent frame has to answer the handshake. Default 500 ms. */
  timeoutMs?: number
  /** Origins the parent frame may answer from; any origin when absent. */
  allowedOrigins?: readonly RegExp[]
}

export interface Eip155AdapterOptions {
  /** EIP-6963 announced wallets. Default true; false lists no ANNOUNCED connectors. */
  enableEIP6963?: boolean
  /** The legacy `window.ethereum` as an INJECTED connector. Default true. */
  enableInjected?: boolean
  /** Host-supplied wallets, listed as EXTERNAL connectors. */
  connectors?: readonly ExternalConnectorOptions[]
  /** The eip155 networks the host configured: each connector's `chains`, and the known chains after connect. */
  networks?: readonly CaipNetwork[]
  /** For the bundler URL (BNDL-02); the same `projectId` the kit gets. */
  projectId?: string
  /** Blockchain API base URL (the kit's `endpoints.blockchainApi`); the bundler lives under it. */
  blockchainApi?: string
  /** ERC-4337 bundler name (a WalletConnect session's `bundler_name`). */
  bundlerName?: string
  /** A custom bundler URL (a session's `bundler_url`), tried after the named bundler. */
  bundlerUrl?: string
  /** Multisig host app (Safe) detection when the page runs in its iframe (CNR-09). */
  multisig?: MultisigOptions
  /** The window to discover wallets in; `globalThis.window` by default, none on a server. */
  window?: Eip155Window
}

/** What `eip155Adapter()` returns: the kernel's ChainAdapter plus the family's own extras. */
export interface Eip155Adapter extends ChainAdapter {
  readonly namespace: 'eip155'
  getConnectors(): Connector[]
  watchConnectors(onChange: (connectors: Connector[]) => void): () => void
  getProvider(): Eip1193Provider | undefined
  sendTransfer: NonNullable<ChainAdapter['sendTransfer']>
  sendTransaction: NonNullable<ChainAdapter['sendTransaction']>
  sendCalls: NonNullable<ChainAdapter['sendCalls']>
  writeContract: NonNullable<ChainAdapter['writeContract']>
  signTypedData: NonNullable<ChainAdapter['signTypedData']>
  estimateFee: NonNullable<ChainAdapter['estimateFee']>
  waitForTransaction: NonNullable<ChainAdapter['waitForTransaction']>
  readReceived: NonNullable<ChainAdapter['readReceived']>
  isTokenAddress: NonNullable<ChainAdapter['isTokenAddress']>
  getCapabilities: NonNullable<ChainAdapter['getCapabilities']>
  /**
   * The connector to select without asking the visitor: the multisig connector when the page
   * runs inside the multisig host app (CNR-09), else undefined.
   */
  autoConnectConnector(): Promise<Connector | undefined>
  /** ERC-5792 call status with the bundler fallback order (BNDL-03). */
  getCallsStatus(args: { id: string; network: CaipNetwork }): Promise<unknown>
  /** Stops listening for announcements and wallet events. */
  destroy(): void
}
