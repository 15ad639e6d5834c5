export { KNOWN_NAMESPACES, isKnownNamespace, type KnownNamespace } from './knownNamespaces'
export { parseCaipNetworkId, type ParsedCaipNetworkId } from './parseCaipNetworkId'
export { isCaipNetworkId } from './isCaipNetworkId'
export { formatCaipNetworkId } from './formatCaipNetworkId'
export {
  parseCaipAddress,
  type ParsedCaipAddress,
  type ParseCaipAddressOptions,
} from './parseCaipAddress'
export { validateCaipAddress } from './validateCaipAddress'
export { formatCaipAddress } from './formatCaipAddress'
export { convertEvmChainIdToCoinType, EVM_COIN_TYPE_FLAG } from './convertEvmChainIdToCoinType'
