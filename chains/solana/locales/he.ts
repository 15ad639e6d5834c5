import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in he.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'הארנק לא מחובר',
  'Errors.unknownAccount': 'חשבון לא מוכר {account}',
  'Errors.notSupported': '{name} אינו תומך ב־{feature}',
  'Errors.noAccount': '{name} לא החזיר חשבון Solana',
  'Errors.sessionNoAccount': 'בסשן WalletConnect אין חשבון Solana',
  'Errors.noSignature': 'הארנק ענה ל־solana_signTransaction בלי חתימה',
  'Errors.blockhashExpired': 'הרשת לא הצליחה לתמחר את העסקה: תוקף ה־blockhash שלה פג',
  'Errors.transactionFailed': 'העסקה {signature} נכשלה: {reason}',
  'Errors.transactionExpired': 'תוקף העסקה {signature} פג לפני שאושרה',
}

export default messages
