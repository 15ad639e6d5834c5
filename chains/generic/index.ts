// `airlock/chains/generic`: a chain plugin for any family that connects through WalletConnect
// (cosmos, polkadot, near, tezos, algorand, cip34, elrond, multiversx, ...).
export { genericAdapter, type GenericAdapterOptions } from './genericAdapter'
export {
  DEFAULT_EVENTS,
  FAMILY_DEFAULTS,
  familyDefaultsOf,
  isPermissiveAddress,
  type FamilyDefaults,
  type SignMessageRequest,
} from './familyDefaults'
