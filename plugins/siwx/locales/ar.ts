import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in ar.
const messages: Catalogue = {
  'SIWXSignMessage.title': 'يحتاج {name} إلى الاتصال بمحفظتك',
  'SIWXSignMessage.descriptionRequired': 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. سيؤدي الإلغاء إلى قطع اتصالك.',
  'SIWXSignMessage.description': 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.',
  'SIWXSignMessage.cancel': 'إلغاء',
  'SIWXSignMessage.sign': 'توقيع',
  'SIWXSignMessage.signing': 'جارٍ التوقيع…',
  'SIWXSignMessage.dapp': 'التطبيق',
  'SIWXSignMessage.wallet': 'المحفظة',
  'SignInRow.label': 'تسجيل الدخول بالمحفظة',
  'views.SIWXSignMessage': 'تسجيل الدخول',
}

export default messages
