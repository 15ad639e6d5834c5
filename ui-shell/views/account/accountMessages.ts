import { CORE_PACK, defineMessages } from '../../../kernel'

/** The Account and AccountSettings views' words (core pack, area `account`). */
export const accountMessages = defineMessages(CORE_PACK, 'account', {
  networkLabel: 'Network: ',
  switchNetwork: 'Switch Network',
  unknownNetwork: 'Unknown Network',
  accountTools: 'Account tools',
  accountSettings: 'Account settings',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  blockExplorer: 'Block Explorer',
  tabs: 'Account',
  disconnect: 'Disconnect',
  alsoConnected: 'Also connected',
  switchTo: 'Switch to {chain}: ',
  walletFeatures: 'Wallet features',
  buy: 'Buy',
  swap: 'Swap',
  receive: 'Receive',
  send: 'Send',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  noNfts: 'No NFTs yet',
  noNftsHint: 'NFTs you own will appear here',
  noTokens: 'No tokens yet',
  noTokensHint: 'Tokens you hold will appear here',
})

export type AccountMessageKey = keyof typeof accountMessages.en
