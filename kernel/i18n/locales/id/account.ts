import type { Catalogue } from '../../defineMessages'

// Core messages in id: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Jaringan: ',
  'account.switchNetwork': 'Ganti jaringan',
  'account.unknownNetwork': 'Jaringan tidak dikenal',
  'account.accountTools': 'Alat akun',
  'account.accountSettings': 'Pengaturan akun',
  'account.copyAddress': 'Salin alamat',
  'account.addressCopied': 'Alamat disalin',
  'account.blockExplorer': 'Block explorer',
  'account.tabs': 'Akun',
  'account.disconnect': 'Putuskan',
  'account.alsoConnected': 'Juga terhubung',
  'account.switchTo': 'Beralih ke {chain}: ',
  'account.walletFeatures': 'Fitur dompet',
  'account.buy': 'Beli',
  'account.swap': 'Tukar',
  'account.receive': 'Terima',
  'account.send': 'Kirim',
  'account.tokens': 'Token',
  'account.nfts': 'NFT',
  'account.activity': 'Aktivitas',
  'account.noNfts': 'Belum ada NFT',
  'account.noNftsHint': 'NFT milik Anda akan muncul di sini',
  'account.noTokens': 'Belum ada token',
  'account.noTokensHint': 'Token milik Anda akan muncul di sini',
}

export default messages
