import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in uk.
const messages: Catalogue = {
  'WalletReceive.copied': 'Адресу скопійовано',
  'WalletReceive.hint': 'Скопіюйте адресу або скануйте цей QR-код',
  'WalletReceive.networks': 'Отримуйте активи лише в цих мережах',
  'WalletReceive.copy': 'Копіювати адресу',
  'WalletReceive.copyLabel': 'Копіювати адресу {address}',
  'WalletReceive.qrAlt': 'QR-код адреси {address}',
  'WalletReceive.noWallet': 'Гаманець не під’єднано',
  'WalletReceive.connectToReceive': 'Під’єднайте гаманець, щоб отримувати активи',
  'views.WalletReceive': 'Отримати',
  'actions.receive': 'Отримати',
}

export default messages
