import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in hi.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'कनेक्ट किया गया वॉलेट स्मार्ट सेशन (ERC-7715 अनुमतियाँ) का समर्थन नहीं करता',
  'SessionErrors.fetch': 'स्मार्ट सेशन लाने में त्रुटि',
  'SessionErrors.revoke': 'स्मार्ट सेशन रद्द करने में त्रुटि',
  'SessionErrors.addressOrAuthConnectorNotFound': 'पता या प्रमाणीकरण कनेक्टर नहीं मिला',
  'SessionErrors.signatureDeclined': 'हस्ताक्षर अस्वीकार किया गया',
  'SmartSessionCreated.title': 'सेशन बनाया गया',
  'SmartSessionCreated.body': '{project} अब आपकी दी गई अनुमतियों के भीतर आपकी ओर से काम कर सकता है, जब तक सेशन समाप्त न हो या आप उसे रद्द न करें।',
  'SmartSessionCreated.bodyUnnamed': 'ऐप अब आपकी दी गई अनुमतियों के भीतर आपकी ओर से काम कर सकता है, जब तक सेशन समाप्त न हो या आप उसे रद्द न करें।',
  'SmartSessionCreated.list': 'सेशन देखें',
  'SmartSessionList.active': 'सक्रिय',
  'SmartSessionList.expired': 'समाप्त',
  'SmartSessionList.revoked': 'रद्द किए गए',
  'SmartSessionList.statusLabel': 'सेशन की स्थिति',
  'SmartSessionList.revokedOn': '{date} को रद्द किया गया',
  'SmartSessionList.expiredOn': '{date} को समाप्त हुआ',
  'SmartSessionList.expiresOn': '{date} को समाप्त होगा',
  'SmartSessionList.tryAgain': 'फिर से कोशिश करें',
  'SmartSessionList.noneActive': 'कोई सक्रिय सेशन नहीं',
  'SmartSessionList.noneExpired': 'कोई समाप्त सेशन नहीं',
  'SmartSessionList.noneRevoked': 'कोई रद्द किया गया सेशन नहीं',
  'SmartSessionList.emptyHint': 'सेशन किसी ऐप को आपकी तय की गई सीमाओं के भीतर आपकी ओर से काम करने देते हैं',
  'SmartSessionList.revokedSnack': 'सेशन रद्द किया गया',
  'SmartSessionList.revokeLabel': '{name} रद्द करें',
  'SmartSessionList.revoke': 'रद्द करें',
  'views.SmartSessionList': 'स्मार्ट सेशन',
  'views.SmartSessionCreated': 'सेशन बनाया गया',
  'slots.smart-sessions': 'स्मार्ट सेशन',
}

export default messages
