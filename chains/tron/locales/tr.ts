import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in tr.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} yüklü değil',
  'Errors.notTronAddress': '{name} TRON adresi olmayan bir adres döndürdü',
  'Errors.noAccount': '{name} hiç hesap vermedi',
  'Errors.locked': 'TronLink kilitli veya hiç hesap vermedi',
  'Errors.siteNotConnected': 'Site TronLink’e bağlı değil',
  'Errors.walletNotConnected': 'Cüzdan bağlı değil',
  'Errors.sessionNoAccount': 'WalletConnect oturumunda TRON hesabı yok',
  'Errors.invalidAddress': 'Geçersiz adres',
  'Errors.invalidAmount': 'Geçersiz tutar',
  'Errors.nodeRefused': 'TRON düğümü işlemi reddetti: {reason}',
  'Errors.differentTransaction': 'Cüzdan, imzalaması istenenden farklı bir işlem döndürdü',
  'Errors.noSignature': 'Cüzdan TRON mesaj imzası döndürmedi',
  'Errors.notIncluded': '{hash} işlemi {seconds} sn içinde bloğa eklenmedi',
}

export default messages
