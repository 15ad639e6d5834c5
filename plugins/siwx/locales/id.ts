import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in id.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} perlu terhubung ke dompet Anda',
  'SIWXSignMessage.descriptionRequired': 'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan melanjutkan. Membatalkan akan memutuskan koneksi Anda.',
  'SIWXSignMessage.description': 'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan melanjutkan.',
  'SIWXSignMessage.cancel': 'Batal',
  'SIWXSignMessage.sign': 'Tanda tangani',
  'SIWXSignMessage.signing': 'Menandatangani…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Dompet',
  'SignInRow.label': 'Masuk dengan dompet',
  'views.SIWXSignMessage': 'Masuk',
}

export default messages
