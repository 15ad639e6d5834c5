import type { Catalogue } from '../../defineMessages'

// Core messages in he: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'רשת: ',
  'account.switchNetwork': 'החלפת רשת',
  'account.unknownNetwork': 'רשת לא ידועה',
  'account.accountTools': 'כלי החשבון',
  'account.accountSettings': 'הגדרות החשבון',
  'account.copyAddress': 'העתקת הכתובת',
  'account.addressCopied': 'הכתובת הועתקה',
  'account.blockExplorer': 'סייר בלוקים',
  'account.tabs': 'חשבון',
  'account.disconnect': 'ניתוק',
  'account.alsoConnected': 'מחוברים גם',
  'account.switchTo': 'מעבר אל {chain}: ',
  'account.walletFeatures': 'תכונות הארנק',
  'account.buy': 'קנייה',
  'account.swap': 'המרה',
  'account.receive': 'קבלה',
  'account.send': 'שליחה',
  'account.tokens': 'אסימונים',
  'account.nfts': 'NFT',
  'account.activity': 'פעילות',
  'account.noNfts': 'עדיין אין NFT',
  'account.noNftsHint': 'ה-NFT שלכם יופיעו כאן',
  'account.noTokens': 'עדיין אין אסימונים',
  'account.noTokensHint': 'האסימונים שלכם יופיעו כאן',
}

export default messages
