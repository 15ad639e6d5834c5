import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in id.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Jaringan ini tidak didukung',
  'Errors.noAccounts': '{name} tidak mengembalikan akun apa pun',
  'Errors.notAvailable': '{name} tidak tersedia',
  'Errors.notAtomic': 'Dompet tidak dapat mengirim panggilan ini secara atomik',
  'Errors.capabilitiesUnsupported': 'Dompet tidak mendukung kemampuan yang dibutuhkan panggilan ini',
  'Errors.notIncluded': 'Transaksi {hash} tidak masuk ke blok tepat waktu',
}

export default messages
