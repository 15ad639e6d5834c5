export { startRelay } from './startRelay'
export type { Relay, RelayCall, RelayOptions, StoredMessage } from './types'
