import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in fa.
const messages: Catalogue = {
  'ConnectionRow.switch': 'تعویض',
  'ConnectionRow.connect': 'اتصال',
  'ConnectionRow.forget': 'فراموش کردن {name}',
  'ConnectionRow.disconnect': 'قطع اتصال {name}',
  'ProfileWallets.connected': '{count, plural, one {# کیف پول متصل است} other {# کیف پول متصل است}}',
  'ProfileWallets.disconnectAll': 'قطع اتصال همه',
  'ProfileWallets.others': 'کیف پول‌های متصل دیگر',
  'ProfileWallets.recent': 'اخیراً متصل‌شده',
  'ProfileWallets.add': 'افزودن کیف پول',
  'ProfileWallets.tabs': 'کیف پول‌ها بر اساس شبکه',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'بیت‌کوین',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'هیچ کیف پولی متصل نیست',
  'ProfileWallets.emptyDescription': 'نخستین کیف پول {chain} خود را اضافه کنید',
  'ProfileWallets.emptyAction': 'افزودن کیف پول {chain}',
  'ProfileWallets.emptyDescriptionAny': 'نخستین کیف پول خود را اضافه کنید',
  'ProfileWallets.emptyActionAny': 'افزودن کیف پول',
  'views.ProfileWallets': 'کیف پول‌ها',
  'snacks.walletAdded': 'کیف پول جدید اضافه شد',
  'slots.wallets': 'کیف پول‌های متصل',
}

export default messages
