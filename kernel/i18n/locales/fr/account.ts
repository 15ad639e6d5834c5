import type { Catalogue } from '../../defineMessages'

// Core messages in fr: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Réseau : ',
  'account.switchNetwork': 'Changer de réseau',
  'account.unknownNetwork': 'Réseau inconnu',
  'account.accountTools': 'Outils du compte',
  'account.accountSettings': 'Paramètres du compte',
  'account.copyAddress': 'Copier l’adresse',
  'account.addressCopied': 'Adresse copiée',
  'account.blockExplorer': 'Explorateur de blocs',
  'account.tabs': 'Compte',
  'account.disconnect': 'Déconnecter',
  'account.alsoConnected': 'Également connectés',
  'account.switchTo': 'Passer à {chain} : ',
  'account.walletFeatures': 'Fonctionnalités du portefeuille',
  'account.buy': 'Acheter',
  'account.swap': 'Échanger',
  'account.receive': 'Recevoir',
  'account.send': 'Envoyer',
  'account.tokens': 'Jetons',
  'account.nfts': 'NFT',
  'account.activity': 'Activité',
  'account.noNfts': 'Aucun NFT pour l’instant',
  'account.noNftsHint': 'Vos NFT apparaîtront ici',
  'account.noTokens': 'Aucun jeton pour l’instant',
  'account.noTokensHint': 'Vos jetons apparaîtront ici',
}

export default messages
