import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in fa.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'کیف پول متصل نیست',
  'Errors.unknownAccount': 'حساب ناشناخته {account}',
  'Errors.notSupported': '{name} از {feature} پشتیبانی نمی‌کند',
  'Errors.noAccount': '{name} هیچ حساب Solana برنگرداند',
  'Errors.sessionNoAccount': 'نشست WalletConnect هیچ حساب Solana ندارد',
  'Errors.noSignature': 'کیف پول به solana_signTransaction بدون امضا پاسخ داد',
  'Errors.blockhashExpired': 'شبکه نتوانست کارمزد این تراکنش را حساب کند: blockhash آن منقضی شده است',
  'Errors.transactionFailed': 'تراکنش {signature} ناموفق بود: {reason}',
  'Errors.transactionExpired': 'تراکنش {signature} پیش از تأیید منقضی شد',
}

export default messages
