import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in fa.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} نصب نشده است',
  'Errors.connectFailed': 'اتصال به TON ناموفق بود',
  'Errors.noAccount': '{name} بدون حساب TON به اتصال پاسخ داد',
  'Errors.notConnected': 'کیف پول TON متصل نیست',
  'Errors.invalidAddress': 'نشانی TON نامعتبر: {address}',
  'Errors.noBoc': 'کیف پول TON به {method} بدون BOC پاسخ داد',
  'Errors.wcNoKey': 'کیف پول WalletConnect کلید عمومی TON و state init را نداد، بنابراین ورود آن قابل تأیید نیست',
  'Errors.noSignedData': 'کیف پول TON به {method} بدون امضا، مهر زمانی و دامنه پاسخ داد',
}

export default messages
