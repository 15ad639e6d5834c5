import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in id.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Dompet tidak terhubung',
  'Errors.unknownAccount': 'Akun tidak dikenal {account}',
  'Errors.notSupported': '{name} tidak mendukung {feature}',
  'Errors.noAccount': '{name} tidak mengembalikan akun Solana',
  'Errors.sessionNoAccount': 'Sesi WalletConnect tidak memiliki akun Solana',
  'Errors.noSignature': 'Dompet menjawab solana_signTransaction tanpa tanda tangan',
  'Errors.blockhashExpired': 'Jaringan tidak dapat menghitung biaya transaksi ini: blockhash-nya sudah kedaluwarsa',
  'Errors.transactionFailed': 'Transaksi {signature} gagal: {reason}',
  'Errors.transactionExpired': 'Transaksi {signature} kedaluwarsa sebelum dikonfirmasi',
}

export default messages
