import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in ar.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} غير مثبّت',
  'Errors.notTronAddress': 'أرجع {name} عنوانًا ليس عنوان TRON',
  'Errors.noAccount': 'لم يقدّم {name} أي حساب',
  'Errors.locked': 'TronLink مقفل أو لم يقدّم أي حساب',
  'Errors.siteNotConnected': 'الموقع غير متصل بـ TronLink',
  'Errors.walletNotConnected': 'المحفظة غير متصلة',
  'Errors.sessionNoAccount': 'لا تحتوي جلسة WalletConnect على حساب TRON',
  'Errors.invalidAddress': 'عنوان غير صالح',
  'Errors.invalidAmount': 'مبلغ غير صالح',
  'Errors.nodeRefused': 'رفضت عقدة TRON المعاملة: {reason}',
  'Errors.differentTransaction': 'أرجعت المحفظة معاملة مختلفة عن التي طُلب منها توقيعها',
  'Errors.noSignature': 'لم تُرجع المحفظة توقيع رسالة TRON',
  'Errors.notIncluded': 'لم تُدرج المعاملة {hash} خلال {seconds} ث',
}

export default messages
