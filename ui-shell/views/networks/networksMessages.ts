import { CORE_PACK, defineMessages } from '../../../kernel'

/**
 * The network views' words (core pack, area `networks`): AppKit's English, exact (its e2e tests
 * read it). `{chain}` is a chain family's name, `{wallet}` a wallet's.
 */
export const networksMessages = defineMessages(CORE_PACK, 'networks', {
  searchNetwork: 'Search network',
  networks: 'Networks',
  noNetworkFound: 'No network found',
  tryAnotherName: 'Try another name',
  notSupportedByWallet: 'Not supported by the connected wallet',
  active: 'Active',
  testnet: 'Testnet',
  evmNetworks: 'EVM Networks',
  nothingToSwitchTo: 'Nothing to switch to',
  switchToChain: 'Switch to {chain}',
  needsWallet: "Connected wallet doesn't support connecting to {chain} chain. You need to connect with a different wallet.",
  accountConnected: 'Your {chain} account is connected. Switch to it to continue.',
  sameWallet: '{wallet} also offers {chain}. Connect it to continue.',
  switch: 'Switch',
  connect: 'Connect',
  switchDeclined: 'Switch declined',
  approveInWallet: 'Approve in wallet',
  approveHint: 'Accept connection request in your wallet',
  declinedHint: 'Switch can be declined if chain is not supported by a wallet or previous request is still active',
  tryAgain: 'Try again',
  networkNotFound: 'Network not found',
  unsupportedApp: 'This app doesn’t support your current network. Switch to an available option to continue.',
  unsupportedSwap: 'The swap feature doesn’t support your current network. Switch to an available option to continue.',
  supportedNetworks: 'Supported networks',
  or: 'or',
  disconnect: 'Disconnect',
  failedToDisconnect: 'Failed to disconnect',
})

export type NetworksMessageKey = keyof typeof networksMessages.en
