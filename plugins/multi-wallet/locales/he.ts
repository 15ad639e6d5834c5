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
  'ProfileWallets.tabs': 'ארנקים לפי רשת',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'ביטקוין',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'אין ארנק מחובר',
  'ProfileWallets.emptyDescription': 'הוסיפו את ארנק ה-{chain} הראשון שלכם',
  'ProfileWallets.emptyAction': 'הוספת ארנק {chain}',
  'ProfileWallets.emptyDescriptionAny': 'הוסיפו את הארנק הראשון שלכם',
  'ProfileWallets.emptyActionAny': 'הוספת ארנק',
  'views.ProfileWallets': 'ארנקים',
  'snacks.walletAdded': 'ארנק חדש נוסף',
  'slots.wallets': 'ארנקים מחוברים',
}

export default messages
