// The `airlock/networks` entry: CAIP network definitions plus defineChain. Import only the
// networks you configure; each is its own export so the rest never reach your bundle.
export {
  mainnet,
  polygon,
  arbitrum,
  optimism,
  base,
  bsc,
  avalanche,
  gnosis,
  zksync,
  celo,
  linea,
  scroll,
  fantom,
  kaia,
  klaytn,
  aurora,
  berachain,
} from './evmNetworks'
export { sepolia, polygonAmoy, baseSepolia } from './evmTestnets'
export { solana, solanaDevnet, solanaTestnet } from './solanaNetworks'
export { bitcoin, bitcoinTestnet } from './bitcoinNetworks'
export { tronMainnet, tronShastaTestnet, tronNileTestnet } from './tronNetworks'
export { ton, tonTestnet } from './tonNetworks'
export { defineChain, type DefinedChain } from './defineChain'
export type { AppKitNetwork, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types'
