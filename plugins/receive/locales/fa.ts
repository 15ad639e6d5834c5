import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in fa.
const messages: Catalogue = {
  'WalletReceive.copied': 'آدرس کپی شد',
  'WalletReceive.hint': 'آدرس خود را کپی کنید یا این کد QR را اسکن کنید',
  'WalletReceive.networks': 'دارایی‌ها را فقط در این شبکه‌ها دریافت کنید',
  'WalletReceive.copy': 'کپی آدرس',
  'WalletReceive.copyLabel': 'کپی آدرس {address}',
  'WalletReceive.qrAlt': 'کد QR آدرس {address}',
  'WalletReceive.noWallet': 'کیف پولی متصل نیست',
  'WalletReceive.connectToReceive': 'برای دریافت دارایی یک کیف پول متصل کنید',
  'views.WalletReceive': 'دریافت',
  'actions.receive': 'دریافت',
}

export default messages
