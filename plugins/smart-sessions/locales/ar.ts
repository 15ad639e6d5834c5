import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in ar.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'المحفظة المتصلة لا تدعم الجلسات الذكية (أذونات ERC-7715)',
  'SessionErrors.fetch': 'حدث خطأ أثناء جلب الجلسات الذكية',
  'SessionErrors.revoke': 'حدث خطأ أثناء إلغاء الجلسة الذكية',
  'SessionErrors.addressOrAuthConnectorNotFound': 'لم يتم العثور على العنوان أو موصل المصادقة',
  'SessionErrors.signatureDeclined': 'تم رفض التوقيع',
  'SmartSessionCreated.title': 'تم إنشاء الجلسة',
  'SmartSessionCreated.body': 'يمكن لـ {project} الآن التصرف نيابةً عنك ضمن الأذونات التي منحتها، حتى تنتهي الجلسة أو تلغيها.',
  'SmartSessionCreated.bodyUnnamed': 'يمكن للتطبيق الآن التصرف نيابةً عنك ضمن الأذونات التي منحتها، حتى تنتهي الجلسة أو تلغيها.',
  'SmartSessionCreated.list': 'عرض الجلسات',
  'SmartSessionList.active': 'النشطة',
  'SmartSessionList.expired': 'المنتهية',
  'SmartSessionList.revoked': 'الملغاة',
  'SmartSessionList.statusLabel': 'حالة الجلسة',
  'SmartSessionList.revokedOn': 'أُلغيت في {date}',
  'SmartSessionList.expiredOn': 'انتهت في {date}',
  'SmartSessionList.expiresOn': 'تنتهي في {date}',
  'SmartSessionList.tryAgain': 'إعادة المحاولة',
  'SmartSessionList.noneActive': 'لا توجد جلسات نشطة',
  'SmartSessionList.noneExpired': 'لا توجد جلسات منتهية',
  'SmartSessionList.noneRevoked': 'لا توجد جلسات ملغاة',
  'SmartSessionList.emptyHint': 'تتيح الجلسات لتطبيق ما التصرف نيابةً عنك ضمن الحدود التي تمنحها',
  'SmartSessionList.revokedSnack': 'تم إلغاء الجلسة',
  'SmartSessionList.revokeLabel': 'إلغاء {name}',
  'SmartSessionList.revoke': 'إلغاء',
  'views.SmartSessionList': 'الجلسات الذكية',
  'views.SmartSessionCreated': 'تم إنشاء الجلسة',
  'slots.smart-sessions': 'الجلسات الذكية',
}

export default messages
