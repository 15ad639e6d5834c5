export { isAddress, DEFAULT_ADDRESS_RULES, type AddressRule } from './isAddress'
export { isSameAddress } from './isSameAddress'
export { truncateAddress, type TruncateAddressOptions } from './truncateAddress'
export { bitcoinAddressIsMainnet, decodeBitcoinAddress, type BitcoinAddress, type SegwitPrefix } from './bitcoinAddress'
