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
  'ProfileWallets.tabs': 'المحافظ حسب الشبكة',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'بيتكوين',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'لا توجد محفظة متصلة',
  'ProfileWallets.emptyDescription': 'أضف أول محفظة {chain} لديك',
  'ProfileWallets.emptyAction': 'إضافة محفظة {chain}',
  'ProfileWallets.emptyDescriptionAny': 'أضف أول محفظة لديك',
  'ProfileWallets.emptyActionAny': 'إضافة محفظة',
  'views.ProfileWallets': 'المحافظ',
  'snacks.walletAdded': 'تمت إضافة محفظة جديدة',
  'slots.wallets': 'المحافظ المتصلة',
}

export default messages
