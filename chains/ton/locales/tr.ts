import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in tr.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} yüklü değil',
  'Errors.connectFailed': 'TON bağlantısı başarısız oldu',
  'Errors.noAccount': '{name} bağlantıyı TON hesabı olmadan yanıtladı',
  'Errors.notConnected': 'TON cüzdanı bağlı değil',
  'Errors.invalidAddress': 'Geçersiz TON adresi: {address}',
  'Errors.noBoc': 'TON cüzdanı sendTransaction isteğini BOC olmadan yanıtladı',
}

export default messages
