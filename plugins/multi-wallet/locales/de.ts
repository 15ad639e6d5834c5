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
  'views.ProfileWallets': 'Wallets',
  'snacks.walletAdded': 'Neue Wallet hinzugefügt',
  'slots.wallets': 'Verbundene Wallets',
}

export default messages
