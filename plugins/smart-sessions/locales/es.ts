import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in es.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'La billetera conectada no admite sesiones inteligentes (permisos ERC-7715)',
  'SessionErrors.fetch': 'Error al obtener las sesiones inteligentes',
  'SessionErrors.revoke': 'Error al revocar la sesión inteligente',
  'SessionErrors.addressOrAuthConnectorNotFound': 'No se encontró la dirección o el conector de autenticación',
  'SessionErrors.signatureDeclined': 'Firma rechazada',
  'SmartSessionCreated.title': 'Sesión creada',
  'SmartSessionCreated.body': '{project} ya puede actuar por ti dentro de los permisos que concediste, hasta que la sesión caduque o la revoques.',
  'SmartSessionCreated.bodyUnnamed': 'La app ya puede actuar por ti dentro de los permisos que concediste, hasta que la sesión caduque o la revoques.',
  'SmartSessionCreated.list': 'Ver sesiones',
  'SmartSessionList.active': 'Activas',
  'SmartSessionList.expired': 'Caducadas',
  'SmartSessionList.revoked': 'Revocadas',
  'SmartSessionList.statusLabel': 'Estado de la sesión',
  'SmartSessionList.revokedOn': 'Revocada el {date}',
  'SmartSessionList.expiredOn': 'Caducó el {date}',
  'SmartSessionList.expiresOn': 'Caduca el {date}',
  'SmartSessionList.tryAgain': 'Reintentar',
  'SmartSessionList.noneActive': 'No hay sesiones activas',
  'SmartSessionList.noneExpired': 'No hay sesiones caducadas',
  'SmartSessionList.noneRevoked': 'No hay sesiones revocadas',
  'SmartSessionList.emptyHint': 'Las sesiones permiten que una app actúe por ti dentro de los límites que concedes',
  'SmartSessionList.revokedSnack': 'Sesión revocada',
  'SmartSessionList.revokeLabel': 'Revocar {name}',
  'SmartSessionList.revoke': 'Revocar',
  'views.SmartSessionList': 'Sesiones inteligentes',
  'views.SmartSessionCreated': 'Sesión creada',
  'slots.smart-sessions': 'Sesiones inteligentes',
}

export default messages
