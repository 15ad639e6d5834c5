import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in uk.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} не встановлено',
  'Errors.connectFailed': 'Не вдалося підключитися до TON',
  'Errors.noAccount': '{name} відповів на підключення без акаунта TON',
  'Errors.notConnected': 'Гаманець TON не підключено',
  'Errors.invalidAddress': 'Недійсна адреса TON: {address}',
  'Errors.noBoc': 'Гаманець TON відповів на {method} без BOC',
  'Errors.wcNoKey': 'Гаманець WalletConnect не надав відкритий ключ TON і state init, тому його вхід не можна перевірити',
  'Errors.noSignedData': 'Гаманець TON відповів на {method} без підпису, позначки часу й домену',
}

export default messages
