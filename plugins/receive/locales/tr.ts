import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in tr.
const messages: Catalogue = {
  'WalletReceive.copied': 'Adres kopyalandı',
  'WalletReceive.hint': 'Adresini kopyala veya bu QR kodu tara',
  'WalletReceive.networks': 'Varlıkları yalnızca bu ağlarda al',
  'WalletReceive.copy': 'Adresi kopyala',
  'WalletReceive.copyLabel': '{address} adresini kopyala',
  'WalletReceive.qrAlt': '{address} adresinin QR kodu',
  'WalletReceive.noWallet': 'Bağlı cüzdan yok',
  'WalletReceive.connectToReceive': 'Varlık almak için bir cüzdan bağla',
  'views.WalletReceive': 'Al',
  'actions.receive': 'Al',
}

export default messages
