import type { Catalogue } from '../../defineMessages'

// Core messages in tr: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Ağ: ',
  'account.switchNetwork': 'Ağ değiştir',
  'account.unknownNetwork': 'Bilinmeyen ağ',
  'account.accountTools': 'Hesap araçları',
  'account.accountSettings': 'Hesap ayarları',
  'account.copyAddress': 'Adresi kopyala',
  'account.addressCopied': 'Adres kopyalandı',
  'account.blockExplorer': 'Blok gezgini',
  'account.tabs': 'Hesap',
  'account.disconnect': 'Bağlantıyı kes',
  'account.alsoConnected': 'Ayrıca bağlı',
  'account.switchTo': '{chain} ağına geç: ',
  'account.walletFeatures': 'Cüzdan özellikleri',
  'account.buy': 'Satın al',
  'account.swap': 'Takas',
  'account.receive': 'Al',
  'account.send': 'Gönder',
  'account.tokens': 'Tokenler',
  'account.nfts': 'NFT\'ler',
  'account.activity': 'Etkinlik',
  'account.noNfts': 'Henüz NFT yok',
  'account.noNftsHint': 'Sahip olduğunuz NFT\'ler burada görünecek',
  'account.noTokens': 'Henüz token yok',
  'account.noTokensHint': 'Sahip olduğunuz tokenler burada görünecek',
}

export default messages
