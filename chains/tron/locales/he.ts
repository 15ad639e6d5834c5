import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in he.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} אינו מותקן',
  'Errors.notTronAddress': '{name} החזיר כתובת שאינה כתובת TRON',
  'Errors.noAccount': '{name} לא מסר אף חשבון',
  'Errors.locked': 'TronLink נעול או לא מסר אף חשבון',
  'Errors.siteNotConnected': 'האתר אינו מחובר ל־TronLink',
  'Errors.walletNotConnected': 'הארנק לא מחובר',
  'Errors.sessionNoAccount': 'בסשן WalletConnect אין חשבון TRON',
  'Errors.invalidAddress': 'כתובת לא תקינה',
  'Errors.invalidAmount': 'סכום לא תקין',
  'Errors.nodeRefused': 'צומת TRON דחה את העסקה: {reason}',
  'Errors.differentTransaction': 'הארנק החזיר עסקה שונה מזו שהתבקש לחתום עליה',
  'Errors.noSignature': 'הארנק לא החזיר חתימת הודעה של TRON',
  'Errors.notIncluded': 'העסקה {hash} לא נכללה בתוך {seconds} שנ׳',
}

export default messages
