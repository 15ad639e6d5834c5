import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in fr.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Le portefeuille connecté ne prend pas en charge les sessions intelligentes (permissions ERC-7715)',
  'SessionErrors.fetch': 'Erreur lors de la récupération des sessions intelligentes',
  'SessionErrors.revoke': 'Erreur lors de la révocation de la session intelligente',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Adresse ou connecteur d’authentification introuvable',
  'SessionErrors.signatureDeclined': 'Signature refusée',
  'SmartSessionCreated.title': 'Session créée',
  'SmartSessionCreated.body': '{project} peut désormais agir pour vous dans les limites des permissions accordées, jusqu’à l’expiration de la session ou sa révocation.',
  'SmartSessionCreated.bodyUnnamed': 'L’application peut désormais agir pour vous dans les limites des permissions accordées, jusqu’à l’expiration de la session ou sa révocation.',
  'SmartSessionCreated.list': 'Voir les sessions',
  'SmartSessionList.active': 'Actives',
  'SmartSessionList.expired': 'Expirées',
  'SmartSessionList.revoked': 'Révoquées',
  'SmartSessionList.statusLabel': 'Statut de la session',
  'SmartSessionList.revokedOn': 'Révoquée le {date}',
  'SmartSessionList.expiredOn': 'Expirée le {date}',
  'SmartSessionList.expiresOn': 'Expire le {date}',
  'SmartSessionList.tryAgain': 'Réessayer',
  'SmartSessionList.noneActive': 'Aucune session active',
  'SmartSessionList.noneExpired': 'Aucune session expirée',
  'SmartSessionList.noneRevoked': 'Aucune session révoquée',
  'SmartSessionList.emptyHint': 'Les sessions permettent à une application d’agir pour vous dans les limites que vous fixez',
  'SmartSessionList.revokedSnack': 'Session révoquée',
  'SmartSessionList.revokeLabel': 'Révoquer {name}',
  'SmartSessionList.revoke': 'Révoquer',
  'views.SmartSessionList': 'Sessions intelligentes',
  'views.SmartSessionCreated': 'Session créée',
  'slots.smart-sessions': 'Sessions intelligentes',
}

export default messages
