import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in tr.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Bağlı cüzdan akıllı oturumları (ERC-7715 izinleri) desteklemiyor',
  'SessionErrors.fetch': 'Akıllı oturumlar alınırken hata oluştu',
  'SessionErrors.revoke': 'Akıllı oturum iptal edilirken hata oluştu',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
  'SessionErrors.signatureDeclined': 'İmza reddedildi',
  'SmartSessionCreated.title': 'Oturum oluşturuldu',
  'SmartSessionCreated.body': '{project} artık verdiğin izinler dahilinde, oturum sona erene ya da sen iptal edene kadar senin adına işlem yapabilir.',
  'SmartSessionCreated.bodyUnnamed': 'Uygulama artık verdiğin izinler dahilinde, oturum sona erene ya da sen iptal edene kadar senin adına işlem yapabilir.',
  'SmartSessionCreated.list': 'Oturumları gör',
  'SmartSessionList.active': 'Etkin',
  'SmartSessionList.expired': 'Süresi dolan',
  'SmartSessionList.revoked': 'İptal edilen',
  'SmartSessionList.statusLabel': 'Oturum durumu',
  'SmartSessionList.revokedOn': 'İptal tarihi: {date}',
  'SmartSessionList.expiredOn': 'Bitiş tarihi: {date}',
  'SmartSessionList.expiresOn': 'Bitiş: {date}',
  'SmartSessionList.tryAgain': 'Tekrar dene',
  'SmartSessionList.noneActive': 'Etkin oturum yok',
  'SmartSessionList.noneExpired': 'Süresi dolan oturum yok',
  'SmartSessionList.noneRevoked': 'İptal edilen oturum yok',
  'SmartSessionList.emptyHint': 'Oturumlar, bir uygulamanın senin verdiğin sınırlar içinde senin adına işlem yapmasını sağlar',
  'SmartSessionList.revokedSnack': 'Oturum iptal edildi',
  'SmartSessionList.revokeLabel': '{name} iptal et',
  'SmartSessionList.revoke': 'İptal et',
  'views.SmartSessionList': 'Akıllı Oturumlar',
  'views.SmartSessionCreated': 'Oturum oluşturuldu',
  'slots.smart-sessions': 'Akıllı oturumlar',
}

export default messages
