import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in tr.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} yüklü değil',
  'Errors.connectFailed': 'TON bağlantısı başarısız oldu',
  'Errors.noAccount': '{name} bağlantıyı TON hesabı olmadan yanıtladı',
  'Errors.notConnected': 'TON cüzdanı bağlı değil',
  'Errors.invalidAddress': 'Geçersiz TON adresi: {address}',
  'Errors.noBoc': 'TON cüzdanı {method} isteğini BOC olmadan yanıtladı',
  'Errors.wcNoKey': 'WalletConnect cüzdanı TON açık anahtarını ve state init verisini vermedi, bu yüzden girişi doğrulanamıyor',
  'Errors.noSignedData': 'TON cüzdanı {method} isteğini imza, zaman damgası ve alan adı olmadan yanıtladı',
}

export default messages
