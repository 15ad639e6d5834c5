import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in fa.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} باید به کیف پول شما متصل شود',
  'SIWXSignMessage.descriptionRequired': 'این پیام را امضا کنید تا ثابت شود این کیف پول متعلق به شماست و ادامه دهید. لغو کردن اتصال شما را قطع می‌کند.',
  'SIWXSignMessage.description': 'این پیام را امضا کنید تا ثابت شود این کیف پول متعلق به شماست و ادامه دهید.',
  'SIWXSignMessage.cancel': 'لغو',
  'SIWXSignMessage.sign': 'امضا',
  'SIWXSignMessage.signing': 'در حال امضا…',
  'SIWXSignMessage.dapp': 'برنامه',
  'SIWXSignMessage.wallet': 'کیف پول',
  'SignInRow.label': 'ورود با کیف پول',
  'views.SIWXSignMessage': 'ورود',
}

export default messages
