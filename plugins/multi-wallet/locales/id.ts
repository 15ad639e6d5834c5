import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in id.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Beralih',
  'ConnectionRow.connect': 'Hubungkan',
  'ConnectionRow.forget': 'Lupakan {name}',
  'ConnectionRow.disconnect': 'Putuskan {name}',
  'ProfileWallets.connected': '{count, plural, other {# dompet terhubung}}',
  'ProfileWallets.disconnectAll': 'Putuskan semua',
  'ProfileWallets.others': 'Dompet terhubung lainnya',
  'ProfileWallets.recent': 'Baru saja terhubung',
  'ProfileWallets.add': 'Tambah dompet',
  'ProfileWallets.tabs': 'Dompet per jaringan',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Tidak ada dompet yang terhubung',
  'ProfileWallets.emptyDescription': 'Tambahkan dompet {chain} pertama Anda',
  'ProfileWallets.emptyAction': 'Tambah dompet {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Tambahkan dompet pertama Anda',
  'ProfileWallets.emptyActionAny': 'Tambah dompet',
  'views.ProfileWallets': 'Dompet',
  'snacks.walletAdded': 'Dompet baru ditambahkan',
  'slots.wallets': 'Dompet terhubung',
}

export default messages
