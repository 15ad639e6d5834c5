// The connection controller's visitor-driven actions, one lazily imported chunk (see
// createConnectionController.ts).
export { connectWallet } from './connectWallet'
export { disconnectChains } from './disconnectChains'
export { switchNetwork } from './switchNetwork'
export { activateConnection } from './activateConnection'
export { releaseConnector } from './releaseConnector'
