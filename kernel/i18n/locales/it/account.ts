import type { Catalogue } from '../../defineMessages'

// Core messages in it: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Rete: ',
  'account.switchNetwork': 'Cambia rete',
  'account.unknownNetwork': 'Rete sconosciuta',
  'account.accountTools': 'Strumenti dell\'account',
  'account.accountSettings': 'Impostazioni dell\'account',
  'account.copyAddress': 'Copia indirizzo',
  'account.addressCopied': 'Indirizzo copiato',
  'account.blockExplorer': 'Block explorer',
  'account.tabs': 'Account',
  'account.disconnect': 'Disconnetti',
  'account.alsoConnected': 'Connessi anche',
  'account.switchTo': 'Passa a {chain}: ',
  'account.walletFeatures': 'Funzioni del wallet',
  'account.buy': 'Acquista',
  'account.swap': 'Scambia',
  'account.receive': 'Ricevi',
  'account.send': 'Invia',
  'account.tokens': 'Token',
  'account.nfts': 'NFT',
  'account.activity': 'Attività',
  'account.noNfts': 'Ancora nessun NFT',
  'account.noNftsHint': 'Qui compariranno i tuoi NFT',
  'account.noTokens': 'Ancora nessun token',
  'account.noTokensHint': 'Qui compariranno i tuoi token',
}

export default messages
