import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in id.
const messages: Catalogue = {
  'WalletReceive.copied': 'Alamat disalin',
  'WalletReceive.hint': 'Salin alamat Anda atau pindai kode QR ini',
  'WalletReceive.networks': 'Terima aset hanya di jaringan ini',
  'WalletReceive.copy': 'Salin alamat',
  'WalletReceive.copyLabel': 'Salin alamat {address}',
  'WalletReceive.qrAlt': 'Kode QR alamat {address}',
  'WalletReceive.noWallet': 'Tidak ada dompet terhubung',
  'WalletReceive.connectToReceive': 'Hubungkan dompet untuk menerima aset',
  'views.WalletReceive': 'Terima',
  'actions.receive': 'Terima',
}

export default messages
