import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in he.
const messages: Catalogue = {
  'WalletReceive.copied': 'הכתובת הועתקה',
  'WalletReceive.hint': 'העתק את הכתובת שלך או סרוק את קוד ה-QR',
  'WalletReceive.networks': 'קבל נכסים רק ברשתות אלה',
  'WalletReceive.copy': 'העתק כתובת',
  'WalletReceive.copyLabel': 'העתק את הכתובת {address}',
  'WalletReceive.qrAlt': 'קוד QR של הכתובת {address}',
  'WalletReceive.noWallet': 'אין ארנק מחובר',
  'WalletReceive.connectToReceive': 'חבר ארנק כדי לקבל נכסים',
  'views.WalletReceive': 'קבלה',
  'actions.receive': 'קבלה',
}

export default messages
