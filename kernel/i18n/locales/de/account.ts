import type { Catalogue } from '../../defineMessages'

// Core messages in de: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Netzwerk: ',
  'account.switchNetwork': 'Netzwerk wechseln',
  'account.unknownNetwork': 'Unbekanntes Netzwerk',
  'account.accountTools': 'Konto-Werkzeuge',
  'account.accountSettings': 'Kontoeinstellungen',
  'account.copyAddress': 'Adresse kopieren',
  'account.addressCopied': 'Adresse kopiert',
  'account.blockExplorer': 'Block-Explorer',
  'account.tabs': 'Konto',
  'account.disconnect': 'Trennen',
  'account.alsoConnected': 'Ebenfalls verbunden',
  'account.switchTo': 'Zu {chain} wechseln: ',
  'account.walletFeatures': 'Wallet-Funktionen',
  'account.buy': 'Kaufen',
  'account.swap': 'Tauschen',
  'account.receive': 'Empfangen',
  'account.send': 'Senden',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Aktivität',
  'account.noNfts': 'Noch keine NFTs',
  'account.noNftsHint': 'Deine NFTs erscheinen hier',
  'account.noTokens': 'Noch keine Tokens',
  'account.noTokensHint': 'Deine Tokens erscheinen hier',
}

export default messages
