// `airlock/wagmi`: AppKit's WagmiAdapter on Airlock. wagmi, @wagmi/core and @tanstack/react-query
// are the host's (optional peers); a host that does not import this entry never loads them.
export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter'
export { KIT_CONNECTOR_ID } from './createKitBridge'
