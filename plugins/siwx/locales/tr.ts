import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in tr.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} cüzdanınıza bağlanmak istiyor',
  'SIWXSignMessage.descriptionRequired': 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.',
  'SIWXSignMessage.description': 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın.',
  'SIWXSignMessage.cancel': 'İptal',
  'SIWXSignMessage.sign': 'İmzala',
  'SIWXSignMessage.signing': 'İmzalanıyor…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Cüzdan',
  'SignInRow.label': 'Cüzdanla giriş yap',
  'views.SIWXSignMessage': 'Giriş yap',
}

export default messages
