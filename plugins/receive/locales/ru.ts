import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in ru.
const messages: Catalogue = {
  'WalletReceive.copied': 'Адрес скопирован',
  'WalletReceive.hint': 'Скопируйте адрес или отсканируйте этот QR-код',
  'WalletReceive.networks': 'Получайте активы только в этих сетях',
  'WalletReceive.copy': 'Копировать адрес',
  'WalletReceive.copyLabel': 'Копировать адрес {address}',
  'WalletReceive.qrAlt': 'QR-код адреса {address}',
  'WalletReceive.noWallet': 'Кошелёк не подключён',
  'WalletReceive.connectToReceive': 'Подключите кошелёк, чтобы получать активы',
  'views.WalletReceive': 'Получить',
  'actions.receive': 'Получить',
}

export default messages
