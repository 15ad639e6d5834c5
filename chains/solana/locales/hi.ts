import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in hi.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'वॉलेट कनेक्ट नहीं है',
  'Errors.unknownAccount': 'अज्ञात खाता {account}',
  'Errors.notSupported': '{name} {feature} का समर्थन नहीं करता',
  'Errors.noAccount': '{name} ने कोई Solana खाता नहीं लौटाया',
  'Errors.sessionNoAccount': 'WalletConnect सत्र में कोई Solana खाता नहीं है',
  'Errors.noSignature': 'वॉलेट ने solana_signTransaction का जवाब बिना हस्ताक्षर के दिया',
  'Errors.blockhashExpired': 'नेटवर्क इस लेनदेन का शुल्क तय नहीं कर सका: इसका blockhash समाप्त हो गया है',
  'Errors.transactionFailed': 'लेनदेन {signature} विफल रहा: {reason}',
  'Errors.transactionExpired': 'लेनदेन {signature} पुष्टि होने से पहले समाप्त हो गया',
}

export default messages
