import type { Catalogue } from '../../defineMessages'

// Core messages in fa: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'شبکه: ',
  'account.switchNetwork': 'تغییر شبکه',
  'account.unknownNetwork': 'شبکهٔ ناشناخته',
  'account.accountTools': 'ابزارهای حساب',
  'account.accountSettings': 'تنظیمات حساب',
  'account.copyAddress': 'کپی نشانی',
  'account.addressCopied': 'نشانی کپی شد',
  'account.blockExplorer': 'کاوشگر بلاک',
  'account.tabs': 'حساب',
  'account.disconnect': 'قطع اتصال',
  'account.alsoConnected': 'همچنین متصل',
  'account.switchTo': 'رفتن به {chain}: ',
  'account.walletFeatures': 'قابلیت‌های کیف پول',
  'account.buy': 'خرید',
  'account.swap': 'سواپ',
  'account.receive': 'دریافت',
  'account.send': 'ارسال',
  'account.tokens': 'توکن‌ها',
  'account.nfts': 'NFTها',
  'account.activity': 'فعالیت',
  'account.noNfts': 'هنوز NFTای ندارید',
  'account.noNftsHint': 'NFTهایی که دارید اینجا نمایش داده می‌شوند',
  'account.noTokens': 'هنوز توکنی ندارید',
  'account.noTokensHint': 'توکن‌هایی که دارید اینجا نمایش داده می‌شوند',
}

export default messages
