import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in id.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} tidak terpasang',
  'Errors.connectFailed': 'Koneksi TON gagal',
  'Errors.noAccount': '{name} menjawab koneksi tanpa akun TON',
  'Errors.notConnected': 'Dompet TON tidak terhubung',
  'Errors.invalidAddress': 'Alamat TON tidak valid: {address}',
  'Errors.noBoc': 'Dompet TON menjawab {method} tanpa BOC',
  'Errors.wcNoKey': 'Dompet WalletConnect tidak memberikan kunci publik TON dan state init, jadi proses masuknya tidak dapat diverifikasi',
  'Errors.noSignedData': 'Dompet TON menjawab {method} tanpa tanda tangan, stempel waktu, dan domain',
}

export default messages
