import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in de.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Die verbundene Wallet unterstützt keine Smart Sessions (ERC-7715-Berechtigungen)',
  'SessionErrors.fetch': 'Fehler beim Abrufen der Smart Sessions',
  'SessionErrors.revoke': 'Fehler beim Widerrufen der Smart Session',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Adresse oder Authentifizierungs-Connector nicht gefunden',
  'SessionErrors.signatureDeclined': 'Signatur abgelehnt',
  'SmartSessionCreated.title': 'Session erstellt',
  'SmartSessionCreated.body': '{project} kann jetzt im Rahmen der erteilten Berechtigungen für dich handeln, bis die Session abläuft oder du sie widerrufst.',
  'SmartSessionCreated.bodyUnnamed': 'Die App kann jetzt im Rahmen der erteilten Berechtigungen für dich handeln, bis die Session abläuft oder du sie widerrufst.',
  'SmartSessionCreated.list': 'Sessions ansehen',
  'SmartSessionList.active': 'Aktiv',
  'SmartSessionList.expired': 'Abgelaufen',
  'SmartSessionList.revoked': 'Widerrufen',
  'SmartSessionList.statusLabel': 'Session-Status',
  'SmartSessionList.revokedOn': 'Widerrufen am {date}',
  'SmartSessionList.expiredOn': 'Abgelaufen am {date}',
  'SmartSessionList.expiresOn': 'Läuft ab am {date}',
  'SmartSessionList.tryAgain': 'Erneut versuchen',
  'SmartSessionList.noneActive': 'Keine aktiven Sessions',
  'SmartSessionList.noneExpired': 'Keine abgelaufenen Sessions',
  'SmartSessionList.noneRevoked': 'Keine widerrufenen Sessions',
  'SmartSessionList.emptyHint': 'Mit Sessions kann eine App im Rahmen deiner Freigaben für dich handeln',
  'SmartSessionList.revokedSnack': 'Session widerrufen',
  'SmartSessionList.revokeLabel': '{name} widerrufen',
  'SmartSessionList.revoke': 'Widerrufen',
  'views.SmartSessionList': 'Smart Sessions',
  'views.SmartSessionCreated': 'Session erstellt',
  'slots.smart-sessions': 'Smart Sessions',
}

export default messages
