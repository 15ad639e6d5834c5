import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in fr.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Basculer',
  'ConnectionRow.connect': 'Connecter',
  'ConnectionRow.forget': 'Oublier {name}',
  'ConnectionRow.disconnect': 'Déconnecter {name}',
  'ProfileWallets.connected': '{count, plural, one {# portefeuille connecté} other {# portefeuilles connectés}}',
  'ProfileWallets.disconnectAll': 'Tout déconnecter',
  'ProfileWallets.others': 'Autres portefeuilles connectés',
  'ProfileWallets.recent': 'Connectés récemment',
  'ProfileWallets.add': 'Ajouter un portefeuille',
  'ProfileWallets.tabs': 'Portefeuilles par chaîne',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Aucun portefeuille connecté',
  'ProfileWallets.emptyDescription': 'Ajoutez votre premier portefeuille {chain}',
  'ProfileWallets.emptyAction': 'Ajouter un portefeuille {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Ajoutez votre premier portefeuille',
  'ProfileWallets.emptyActionAny': 'Ajouter un portefeuille',
  'views.ProfileWallets': 'Portefeuilles',
  'snacks.walletAdded': 'Nouveau portefeuille ajouté',
  'slots.wallets': 'Portefeuilles connectés',
}

export default messages
