import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in de.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Wechseln',
  'ConnectionRow.connect': 'Verbinden',
  'ConnectionRow.forget': '{name} vergessen',
  'ConnectionRow.disconnect': '{name} trennen',
  'ProfileWallets.connected': '{count, plural, one {# Wallet verbunden} other {# Wallets verbunden}}',
  'ProfileWallets.disconnectAll': 'Alle trennen',
  'ProfileWallets.others': 'Andere verbundene Wallets',
  'ProfileWallets.recent': 'Zuletzt verbunden',
  'ProfileWallets.add': 'Wallet hinzufügen',
  'ProfileWallets.tabs': 'Wallets nach Chain',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Keine Wallet verbunden',
  'ProfileWallets.emptyDescription': 'Füge deine erste {chain}-Wallet hinzu',
  'ProfileWallets.emptyAction': '{chain}-Wallet hinzufügen',
  'ProfileWallets.emptyDescriptionAny': 'Füge deine erste Wallet hinzu',
  'ProfileWallets.emptyActionAny': 'Wallet hinzufügen',
  'views.ProfileWallets': 'Wallets',
  'snacks.walletAdded': 'Neue Wallet hinzugefügt',
  'slots.wallets': 'Verbundene Wallets',
}

export default messages
