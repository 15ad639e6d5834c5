import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in he.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} אינו מותקן',
  'Errors.connectFailed': 'החיבור ל־TON נכשל',
  'Errors.noAccount': '{name} ענה לחיבור בלי חשבון TON',
  'Errors.notConnected': 'ארנק TON אינו מחובר',
  'Errors.invalidAddress': 'כתובת TON לא תקינה: {address}',
  'Errors.noBoc': 'ארנק TON ענה ל־sendTransaction בלי BOC',
}

export default messages
