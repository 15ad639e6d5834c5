import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in id.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} tidak terpasang',
  'Errors.notTronAddress': '{name} mengembalikan alamat yang bukan alamat TRON',
  'Errors.noAccount': '{name} tidak memberikan akun',
  'Errors.locked': 'TronLink terkunci atau tidak memberikan akun',
  'Errors.siteNotConnected': 'Situs ini tidak terhubung ke TronLink',
  'Errors.walletNotConnected': 'Dompet tidak terhubung',
  'Errors.sessionNoAccount': 'Sesi WalletConnect tidak memiliki akun TRON',
  'Errors.invalidAddress': 'Alamat tidak valid',
  'Errors.invalidAmount': 'Jumlah tidak valid',
  'Errors.nodeRefused': 'Node TRON menolak transaksi: {reason}',
  'Errors.differentTransaction': 'Dompet mengembalikan transaksi yang berbeda dari yang diminta untuk ditandatangani',
  'Errors.noSignature': 'Dompet tidak mengembalikan tanda tangan pesan TRON',
  'Errors.notIncluded': 'Transaksi {hash} tidak masuk ke blok dalam {seconds} dtk',
}

export default messages
