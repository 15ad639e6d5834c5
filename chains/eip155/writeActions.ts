// The adapter's write side in one lazily imported chunk: a host pays for it on its first send,
// sign-typed-data or fee estimate, not in its first bundle.
export { estimateEvmFee } from './estimateEvmFee'
export { getWalletCapabilities } from './getWalletCapabilities'
export { sendEvmCalls } from './sendEvmCalls'
export { sendEvmTransaction } from './sendEvmTransaction'
export { signTypedDataV4 } from './signTypedDataV4'
export { writeEvmContract } from './writeEvmContract'
export { waitForEvmTransaction } from './waitForEvmTransaction'
export { readEvmReceived } from './readEvmReceived'
