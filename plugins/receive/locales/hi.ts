import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in hi.
const messages: Catalogue = {
  'WalletReceive.copied': 'पता कॉपी हुआ',
  'WalletReceive.hint': 'अपना पता कॉपी करें या यह QR कोड स्कैन करें',
  'WalletReceive.networks': 'संपत्तियाँ केवल इन नेटवर्क पर प्राप्त करें',
  'WalletReceive.copy': 'पता कॉपी करें',
  'WalletReceive.copyLabel': 'पता {address} कॉपी करें',
  'WalletReceive.qrAlt': 'पते {address} का QR कोड',
  'WalletReceive.noWallet': 'कोई वॉलेट कनेक्ट नहीं है',
  'WalletReceive.connectToReceive': 'संपत्तियाँ प्राप्त करने के लिए वॉलेट कनेक्ट करें',
  'views.WalletReceive': 'प्राप्त करें',
  'actions.receive': 'प्राप्त करें',
}

export default messages
