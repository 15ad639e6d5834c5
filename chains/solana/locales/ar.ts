import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in ar.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'المحفظة غير متصلة',
  'Errors.unknownAccount': 'حساب غير معروف {account}',
  'Errors.notSupported': 'لا يدعم {name} الميزة {feature}',
  'Errors.noAccount': 'لم يُرجع {name} أي حساب Solana',
  'Errors.sessionNoAccount': 'لا تحتوي جلسة WalletConnect على حساب Solana',
  'Errors.noSignature': 'أجابت المحفظة على solana_signTransaction دون توقيع',
  'Errors.blockhashExpired': 'تعذّر على الشبكة تسعير هذه المعاملة: انتهت صلاحية blockhash الخاص بها',
  'Errors.transactionFailed': 'فشلت المعاملة {signature}: {reason}',
  'Errors.transactionExpired': 'انتهت صلاحية المعاملة {signature} قبل تأكيدها',
}

export default messages
