import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in ar.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} غير مثبّت',
  'Errors.connectFailed': 'فشل الاتصال بـ TON',
  'Errors.noAccount': 'أجاب {name} على الاتصال دون حساب TON',
  'Errors.notConnected': 'محفظة TON غير متصلة',
  'Errors.invalidAddress': 'عنوان TON غير صالح: {address}',
  'Errors.noBoc': 'أجابت محفظة TON على {method} دون BOC',
  'Errors.wcNoKey': 'لم تقدّم محفظة WalletConnect مفتاح TON العام وحالة التهيئة، لذا لا يمكن التحقق من تسجيل دخولها',
  'Errors.noSignedData': 'أجابت محفظة TON على {method} دون توقيع وطابع زمني ونطاق',
}

export default messages
