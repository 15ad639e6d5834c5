import type { CaipNetwork, ChainNamespace, Connector } from '../../kernel/plugin'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
/** The catalogue's WalletConnect logo (AppKit's connector image id). */
export const WALLETCONNECT_IMAGE_ID = 'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400'

/**
 * The WalletConnect connector of one namespace. Every namespace gets one with the same id, so a
 * stored session is found per namespace on startup, and disconnecting one disconnects all that
 * share it (DISC-05).
 */
export function createWalletConnectConnector(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
  options: { imageUrl?: string } = {},
): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    chains: [...networks],
    imageId: WALLETCONNECT_IMAGE_ID,
    ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
  }
}
