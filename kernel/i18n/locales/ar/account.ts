import type { Catalogue } from '../../defineMessages'

// Core messages in ar: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'الشبكة: ',
  'account.switchNetwork': 'تبديل الشبكة',
  'account.unknownNetwork': 'شبكة غير معروفة',
  'account.accountTools': 'أدوات الحساب',
  'account.accountSettings': 'إعدادات الحساب',
  'account.copyAddress': 'نسخ العنوان',
  'account.addressCopied': 'تم نسخ العنوان',
  'account.blockExplorer': 'مستكشف الكتل',
  'account.tabs': 'الحساب',
  'account.disconnect': 'قطع الاتصال',
  'account.alsoConnected': 'متصل أيضًا',
  'account.switchTo': 'التبديل إلى {chain}: ',
  'account.walletFeatures': 'ميزات المحفظة',
  'account.buy': 'شراء',
  'account.swap': 'مبادلة',
  'account.receive': 'استلام',
  'account.send': 'إرسال',
  'account.tokens': 'الرموز',
  'account.nfts': 'NFT',
  'account.activity': 'النشاط',
  'account.noNfts': 'لا توجد رموز NFT بعد',
  'account.noNftsHint': 'ستظهر هنا رموز NFT التي تملكها',
  'account.noTokens': 'لا توجد رموز بعد',
  'account.noTokensHint': 'ستظهر هنا الرموز التي تملكها',
}

export default messages
