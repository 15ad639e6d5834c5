import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in ar.
const messages: Catalogue = {
  'WalletReceive.copied': 'تم نسخ العنوان',
  'WalletReceive.hint': 'انسخ عنوانك أو امسح رمز QR هذا',
  'WalletReceive.networks': 'استلم الأصول على هذه الشبكات فقط',
  'WalletReceive.copy': 'نسخ العنوان',
  'WalletReceive.copyLabel': 'نسخ العنوان {address}',
  'WalletReceive.qrAlt': 'رمز QR للعنوان {address}',
  'WalletReceive.noWallet': 'لا توجد محفظة متصلة',
  'WalletReceive.connectToReceive': 'اربط محفظة لاستلام الأصول',
  'views.WalletReceive': 'استلام',
  'actions.receive': 'استلام',
}

export default messages
