// Public surface of the EVM part of the sandbox, for the launcher and airlock/testing.
export { DEPLOYER, DEVNET_ACCOUNT_BALANCE, DEVNET_ACCOUNTS, DEVNET_MNEMONIC, type DevnetAccount } from './accounts'
export { registerChainRoutes, type ChainRoutes, type ChainRoutesOptions } from './chainRoutes'
export { DEVNET_CHAIN_CONFIGS, DEVNET_CHAIN_IDS, type DevnetChainConfig, type DevnetChainId } from './devnetChains'
export { ENTRY_POINT_V07, type UserOperationEntry, type UserOperationRegistry } from './routes/bundlerRoute'
export { NATIVE_TOKEN_ADDRESS } from './routes/chainContext'
export { SOLANA_CAIP_NETWORK_IDS } from './routes/supportedChainsRoute'
export { startEvmDevnets, type StartEvmDevnetsOptions } from './startEvmDevnets'
export type { DevnetToken, DevnetTokenKey, DevnetTransfer, EvmDevnet, EvmDevnets } from './types'
