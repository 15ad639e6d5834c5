import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in ar.
const messages: Catalogue = {
  'ConnectionRow.switch': 'تبديل',
  'ConnectionRow.connect': 'اتصال',
  'ConnectionRow.forget': 'نسيان {name}',
  'ConnectionRow.disconnect': 'قطع اتصال {name}',
  'ProfileWallets.connected': '{count, plural, zero {لا توجد محافظ متصلة} one {محفظة واحدة متصلة} two {محفظتان متصلتان} few {# محافظ متصلة} many {# محفظة متصلة} other {# محفظة متصلة}}',
  'ProfileWallets.disconnectAll': 'قطع اتصال الكل',
  'ProfileWallets.others': 'محافظ متصلة أخرى',
  'ProfileWallets.recent': 'المتصلة مؤخرًا',
  'ProfileWallets.add': 'إضافة محفظة',
  'views.ProfileWallets': 'المحافظ',
  'snacks.walletAdded': 'تمت إضافة محفظة جديدة',
  'slots.wallets': 'المحافظ المتصلة',
}

export default messages
