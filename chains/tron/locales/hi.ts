import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in hi.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} इंस्टॉल नहीं है',
  'Errors.notTronAddress': '{name} ने ऐसा पता लौटाया जो TRON पता नहीं है',
  'Errors.noAccount': '{name} ने कोई खाता नहीं दिया',
  'Errors.locked': 'TronLink लॉक है या उसने कोई खाता नहीं दिया',
  'Errors.siteNotConnected': 'यह साइट TronLink से कनेक्ट नहीं है',
  'Errors.walletNotConnected': 'वॉलेट कनेक्ट नहीं है',
  'Errors.sessionNoAccount': 'WalletConnect सत्र में कोई TRON खाता नहीं है',
  'Errors.invalidAddress': 'अमान्य पता',
  'Errors.invalidAmount': 'अमान्य राशि',
  'Errors.nodeRefused': 'TRON नोड ने लेनदेन अस्वीकार कर दिया: {reason}',
  'Errors.differentTransaction': 'वॉलेट ने उस लेनदेन से अलग लेनदेन लौटाया जिस पर उसे हस्ताक्षर करने को कहा गया था',
  'Errors.noSignature': 'वॉलेट ने कोई TRON संदेश हस्ताक्षर नहीं लौटाया',
  'Errors.notIncluded': 'लेनदेन {hash} {seconds} सेकंड में शामिल नहीं हुआ',
}

export default messages
