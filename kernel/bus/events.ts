import type { ChainNamespace } from '../types'

/** Analytics-style event names hosts see through subscribeEvents and telemetry sends (spec §7). */
export type TrackEventName =
  | 'INITIALIZE'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'MODAL_CREATED'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SELECT_WALLET'
  | 'CLICK_ALL_WALLETS'
  | 'INTERNAL_SDK_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | (string & {})

export interface TrackEvent {
  type: 'track' | 'error'
  event: TrackEventName
  properties?: Record<string, unknown>
}

/** What hosts receive from subscribeEvents, in AppKit's shape. */
export interface KitEvent {
  timestamp: number
  data: TrackEvent
}

/** The one typed event map of the kernel bus. */
export interface KitEventMap {
  /** Analytics/track events: forwarded to hosts and to telemetry. */
  track: [event: TrackEvent]
  /** Errors the kit caught and reports (INTERNAL_SDK_ERROR path). */
  error: [error: unknown, context?: string]
  /** Connection lifecycle, for plugins that react to it (balances refresh, SIWX prompt). */
  connected: [namespace: ChainNamespace, address: string]
  disconnected: [namespace: ChainNamespace | undefined]
  networkChanged: [caipNetworkId: string]
  /** The Account view was shown for this account: plugins refresh what it displays (balances; ACCV-03). */
  accountViewShown: [namespace: ChainNamespace, address: string]
  /** Remote features resolved (after fetch or fallback). */
  featuresReady: []
}
