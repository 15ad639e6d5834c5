import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in he.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} אינו מותקן',
  'Errors.connectFailed': 'החיבור ל־TON נכשל',
  'Errors.noAccount': '{name} ענה לחיבור בלי חשבון TON',
  'Errors.notConnected': 'ארנק TON אינו מחובר',
  'Errors.invalidAddress': 'כתובת TON לא תקינה: {address}',
  'Errors.noBoc': 'ארנק TON ענה ל־{method} בלי BOC',
  'Errors.wcNoKey': 'ארנק ה-WalletConnect לא מסר מפתח ציבורי של TON ו-state init, ולכן אי אפשר לאמת את הכניסה שלו',
  'Errors.noSignedData': 'ארנק ה-TON ענה ל-{method} בלי חתימה, חותמת זמן ודומיין',
}

export default messages
