// TonConnect's JS bridge: what an injected TON wallet puts at `window[<jsBridgeKey>].tonconnect`
// (TonConnect protocol v2). Only the parts the plugin uses are typed.

export interface TonAddrItem {
  name: 'ton_addr'
  /** Raw form, `0:<hex>`. */
  address: string
  /** The network's global id: '-239' mainnet, '-3' testnet. */
  network: string
  /** ed25519, hex. */
  publicKey: string
  /** The wallet contract's StateInit, base64 BOC: its hash is the address. */
  walletStateInit: string
}

export type TonConnectEvent =
  | { event: 'connect'; id?: number; payload: { items: ({ name: string } & Record<string, unknown>)[]; device?: unknown } }
  | { event: 'connect_error'; id?: number; payload: { code: number; message: string } }
  | { event: 'disconnect'; id?: number; payload?: unknown }

export interface TonConnectRequest {
  method: 'sendTransaction' | 'signData' | 'disconnect'
  params: string[]
  id: string
}

export type TonConnectResponse = { id: string; result: unknown } | { id: string; error: { code: number; message: string } }

export interface TonConnectWalletInfo {
  name: string
  image?: string
  app_name?: string
  about_url?: string
}

export interface TonConnectBridge {
  protocolVersion: number
  isWalletBrowser?: boolean
  walletInfo?: TonConnectWalletInfo
  connect(protocolVersion: number, request: { manifestUrl: string; items: { name: string; payload?: string }[] }): Promise<TonConnectEvent>
  restoreConnection(): Promise<TonConnectEvent>
  send(request: TonConnectRequest): Promise<TonConnectResponse>
  listen(callback: (event: TonConnectEvent) => void): () => void
}

/** TonConnect's error code for "the user declined". */
export const TON_CONNECT_USER_DECLINED = 300

export function isTonConnectBridge(value: unknown): value is TonConnectBridge {
  const bridge = value as Partial<TonConnectBridge> | null
  return (
    typeof bridge === 'object' &&
    bridge !== null &&
    typeof bridge.connect === 'function' &&
    typeof bridge.restoreConnection === 'function' &&
    typeof bridge.send === 'function' &&
    typeof bridge.listen === 'function'
  )
}

/** The ton_addr item of a connect event, when it is well formed. */
export function tonAddrItemOf(event: TonConnectEvent): TonAddrItem | undefined {
  if (event.event !== 'connect') return undefined
  const item = event.payload.items.find((i) => i.name === 'ton_addr') as Partial<TonAddrItem> | undefined
  if (!item || typeof item.address !== 'string' || typeof item.network !== 'string') return undefined
  if (typeof item.publicKey !== 'string' || typeof item.walletStateInit !== 'string') return undefined
  return item as TonAddrItem
}
