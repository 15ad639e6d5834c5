import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in it.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Il wallet connesso non supporta le sessioni smart (permessi ERC-7715)',
  'SessionErrors.fetch': 'Errore durante il recupero delle sessioni smart',
  'SessionErrors.revoke': 'Errore durante la revoca della sessione smart',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Indirizzo o connettore di autenticazione non trovato',
  'SessionErrors.signatureDeclined': 'Firma rifiutata',
  'SmartSessionCreated.title': 'Sessione creata',
  'SmartSessionCreated.body': '{project} ora può agire per te entro i permessi concessi, finché la sessione non scade o non la revochi.',
  'SmartSessionCreated.bodyUnnamed': 'L’app ora può agire per te entro i permessi concessi, finché la sessione non scade o non la revochi.',
  'SmartSessionCreated.list': 'Vedi sessioni',
  'SmartSessionList.active': 'Attive',
  'SmartSessionList.expired': 'Scadute',
  'SmartSessionList.revoked': 'Revocate',
  'SmartSessionList.statusLabel': 'Stato della sessione',
  'SmartSessionList.revokedOn': 'Revocata il {date}',
  'SmartSessionList.expiredOn': 'Scaduta il {date}',
  'SmartSessionList.expiresOn': 'Scade il {date}',
  'SmartSessionList.tryAgain': 'Riprova',
  'SmartSessionList.noneActive': 'Nessuna sessione attiva',
  'SmartSessionList.noneExpired': 'Nessuna sessione scaduta',
  'SmartSessionList.noneRevoked': 'Nessuna sessione revocata',
  'SmartSessionList.emptyHint': 'Le sessioni permettono a un’app di agire per te entro i limiti che concedi',
  'SmartSessionList.revokedSnack': 'Sessione revocata',
  'SmartSessionList.revokeLabel': 'Revoca {name}',
  'SmartSessionList.revoke': 'Revoca',
  'views.SmartSessionList': 'Sessioni smart',
  'views.SmartSessionCreated': 'Sessione creata',
  'slots.smart-sessions': 'Sessioni smart',
}

export default messages
