import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in he.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'הרשת אינה נתמכת',
  'Errors.noAccounts': '{name} לא החזיר אף חשבון',
  'Errors.notAvailable': '{name} אינו זמין',
  'Errors.notAtomic': 'הארנק לא יכול לשלוח את הקריאות האלה כפעולה אחת',
  'Errors.capabilitiesUnsupported': 'הארנק אינו תומך ביכולות שהקריאות האלה דורשות',
  'Errors.notIncluded': 'העסקה {hash} לא נכללה בזמן',
}

export default messages
