import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in hi.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} इंस्टॉल नहीं है',
  'Errors.connectFailed': 'TON कनेक्शन विफल रहा',
  'Errors.noAccount': '{name} ने बिना TON खाते के कनेक्शन का जवाब दिया',
  'Errors.notConnected': 'TON वॉलेट कनेक्ट नहीं है',
  'Errors.invalidAddress': 'अमान्य TON पता: {address}',
  'Errors.noBoc': 'TON वॉलेट ने sendTransaction का जवाब बिना BOC के दिया',
}

export default messages
