import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in fa.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} نصب نشده است',
  'Errors.notTronAddress': '{name} نشانی‌ای برگرداند که نشانی TRON نیست',
  'Errors.noAccount': '{name} هیچ حسابی نداد',
  'Errors.locked': 'TronLink قفل است یا هیچ حسابی نداد',
  'Errors.siteNotConnected': 'این سایت به TronLink متصل نیست',
  'Errors.walletNotConnected': 'کیف پول متصل نیست',
  'Errors.sessionNoAccount': 'نشست WalletConnect هیچ حساب TRON ندارد',
  'Errors.invalidAddress': 'نشانی نامعتبر',
  'Errors.invalidAmount': 'مبلغ نامعتبر',
  'Errors.nodeRefused': 'گره TRON تراکنش را رد کرد: {reason}',
  'Errors.differentTransaction': 'کیف پول تراکنشی متفاوت با آنچه باید امضا می‌کرد برگرداند',
  'Errors.noSignature': 'کیف پول امضای پیام TRON را برنگرداند',
  'Errors.notIncluded': 'تراکنش {hash} ظرف {seconds} ثانیه در بلاک قرار نگرفت',
}

export default messages
