import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in he.
const messages: Catalogue = {
  'ConnectionRow.switch': 'החלפה',
  'ConnectionRow.connect': 'התחברות',
  'ConnectionRow.forget': 'שכח את {name}',
  'ConnectionRow.disconnect': 'נתק את {name}',
  'ProfileWallets.connected': '{count, plural, one {ארנק אחד מחובר} other {# ארנקים מחוברים}}',
  'ProfileWallets.disconnectAll': 'נתק הכול',
  'ProfileWallets.others': 'ארנקים מחוברים אחרים',
  'ProfileWallets.recent': 'חוברו לאחרונה',
  'ProfileWallets.add': 'הוספת ארנק',
  'views.ProfileWallets': 'ארנקים',
  'snacks.walletAdded': 'ארנק חדש נוסף',
  'slots.wallets': 'ארנקים מחוברים',
}

export default messages
