import type { Catalogue } from '../../defineMessages'

// Core messages in hi: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'नेटवर्क: ',
  'account.switchNetwork': 'नेटवर्क बदलें',
  'account.unknownNetwork': 'अज्ञात नेटवर्क',
  'account.accountTools': 'अकाउंट टूल',
  'account.accountSettings': 'अकाउंट सेटिंग',
  'account.copyAddress': 'पता कॉपी करें',
  'account.addressCopied': 'पता कॉपी हो गया',
  'account.blockExplorer': 'ब्लॉक एक्सप्लोरर',
  'account.tabs': 'अकाउंट',
  'account.disconnect': 'डिसकनेक्ट करें',
  'account.alsoConnected': 'ये भी कनेक्ट हैं',
  'account.switchTo': '{chain} पर जाएँ: ',
  'account.walletFeatures': 'वॉलेट सुविधाएँ',
  'account.buy': 'खरीदें',
  'account.swap': 'स्वैप',
  'account.receive': 'पाएँ',
  'account.send': 'भेजें',
  'account.tokens': 'टोकन',
  'account.nfts': 'NFT',
  'account.activity': 'गतिविधि',
  'account.noNfts': 'अभी कोई NFT नहीं',
  'account.noNftsHint': 'आपके NFT यहाँ दिखेंगे',
  'account.noTokens': 'अभी कोई टोकन नहीं',
  'account.noTokensHint': 'आपके टोकन यहाँ दिखेंगे',
}

export default messages
