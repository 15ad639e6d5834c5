import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in hi.
const messages: Catalogue = {
  'ConnectionRow.switch': 'बदलें',
  'ConnectionRow.connect': 'कनेक्ट करें',
  'ConnectionRow.forget': '{name} को भूलें',
  'ConnectionRow.disconnect': '{name} डिस्कनेक्ट करें',
  'ProfileWallets.connected': '{count, plural, one {# वॉलेट कनेक्ट है} other {# वॉलेट कनेक्ट हैं}}',
  'ProfileWallets.disconnectAll': 'सभी डिस्कनेक्ट करें',
  'ProfileWallets.others': 'अन्य कनेक्ट किए गए वॉलेट',
  'ProfileWallets.recent': 'हाल ही में कनेक्ट किए गए',
  'ProfileWallets.add': 'वॉलेट जोड़ें',
  'ProfileWallets.tabs': 'चेन के अनुसार वॉलेट',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'बिटकॉइन',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'कोई वॉलेट कनेक्ट नहीं है',
  'ProfileWallets.emptyDescription': 'अपना पहला {chain} वॉलेट जोड़ें',
  'ProfileWallets.emptyAction': '{chain} वॉलेट जोड़ें',
  'ProfileWallets.emptyDescriptionAny': 'अपना पहला वॉलेट जोड़ें',
  'ProfileWallets.emptyActionAny': 'वॉलेट जोड़ें',
  'views.ProfileWallets': 'वॉलेट',
  'snacks.walletAdded': 'नया वॉलेट जोड़ा गया',
  'slots.wallets': 'कनेक्ट किए गए वॉलेट',
}

export default messages
