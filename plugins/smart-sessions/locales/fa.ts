import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in fa.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'کیف پول متصل از نشست‌های هوشمند (مجوزهای ERC-7715) پشتیبانی نمی‌کند',
  'SessionErrors.fetch': 'خطا در دریافت نشست‌های هوشمند',
  'SessionErrors.revoke': 'خطا در لغو نشست هوشمند',
  'SessionErrors.addressOrAuthConnectorNotFound': 'آدرس یا اتصال‌دهندهٔ احراز هویت پیدا نشد',
  'SessionErrors.signatureDeclined': 'امضا رد شد',
  'SmartSessionCreated.title': 'نشست ایجاد شد',
  'SmartSessionCreated.body': '{project} اکنون می‌تواند در چارچوب مجوزهایی که داده‌اید از طرف شما عمل کند، تا زمانی که نشست منقضی شود یا آن را لغو کنید.',
  'SmartSessionCreated.bodyUnnamed': 'برنامه اکنون می‌تواند در چارچوب مجوزهایی که داده‌اید از طرف شما عمل کند، تا زمانی که نشست منقضی شود یا آن را لغو کنید.',
  'SmartSessionCreated.list': 'دیدن نشست‌ها',
  'SmartSessionList.active': 'فعال',
  'SmartSessionList.expired': 'منقضی‌شده',
  'SmartSessionList.revoked': 'لغوشده',
  'SmartSessionList.statusLabel': 'وضعیت نشست',
  'SmartSessionList.revokedOn': 'لغو شده در {date}',
  'SmartSessionList.expiredOn': 'منقضی شده در {date}',
  'SmartSessionList.expiresOn': 'انقضا در {date}',
  'SmartSessionList.tryAgain': 'تلاش دوباره',
  'SmartSessionList.noneActive': 'نشست فعالی وجود ندارد',
  'SmartSessionList.noneExpired': 'نشست منقضی‌شده‌ای وجود ندارد',
  'SmartSessionList.noneRevoked': 'نشست لغوشده‌ای وجود ندارد',
  'SmartSessionList.emptyHint': 'نشست‌ها به یک برنامه اجازه می‌دهند در محدوده‌ای که تعیین می‌کنید از طرف شما عمل کند',
  'SmartSessionList.revokedSnack': 'نشست لغو شد',
  'SmartSessionList.revokeLabel': 'لغو {name}',
  'SmartSessionList.revoke': 'لغو',
  'views.SmartSessionList': 'نشست‌های هوشمند',
  'views.SmartSessionCreated': 'نشست ایجاد شد',
  'slots.smart-sessions': 'نشست‌های هوشمند',
}

export default messages
