import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in hi.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} को आपके वॉलेट से कनेक्ट होना है',
  'SIWXSignMessage.descriptionRequired': 'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए यह संदेश साइन करें। रद्द करने पर आपका कनेक्शन टूट जाएगा।',
  'SIWXSignMessage.description': 'यह साबित करने के लिए कि यह वॉलेट आपका है और आगे बढ़ने के लिए यह संदेश साइन करें।',
  'SIWXSignMessage.cancel': 'रद्द करें',
  'SIWXSignMessage.sign': 'साइन करें',
  'SIWXSignMessage.signing': 'साइन हो रहा है…',
  'SIWXSignMessage.dapp': 'ऐप',
  'SIWXSignMessage.wallet': 'वॉलेट',
  'SignInRow.label': 'वॉलेट से साइन इन करें',
  'views.SIWXSignMessage': 'साइन इन करें',
}

export default messages
