import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in pt-BR.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'A carteira conectada não oferece suporte a sessões inteligentes (permissões ERC-7715)',
  'SessionErrors.fetch': 'Erro ao buscar as sessões inteligentes',
  'SessionErrors.revoke': 'Erro ao revogar a sessão inteligente',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Endereço ou conector de autenticação não encontrado',
  'SessionErrors.signatureDeclined': 'Assinatura recusada',
  'SmartSessionCreated.title': 'Sessão criada',
  'SmartSessionCreated.body': '{project} agora pode agir por você dentro das permissões concedidas, até a sessão expirar ou você revogá-la.',
  'SmartSessionCreated.bodyUnnamed': 'O app agora pode agir por você dentro das permissões concedidas, até a sessão expirar ou você revogá-la.',
  'SmartSessionCreated.list': 'Ver sessões',
  'SmartSessionList.active': 'Ativas',
  'SmartSessionList.expired': 'Expiradas',
  'SmartSessionList.revoked': 'Revogadas',
  'SmartSessionList.statusLabel': 'Status da sessão',
  'SmartSessionList.revokedOn': 'Revogada em {date}',
  'SmartSessionList.expiredOn': 'Expirou em {date}',
  'SmartSessionList.expiresOn': 'Expira em {date}',
  'SmartSessionList.tryAgain': 'Tentar novamente',
  'SmartSessionList.noneActive': 'Nenhuma sessão ativa',
  'SmartSessionList.noneExpired': 'Nenhuma sessão expirada',
  'SmartSessionList.noneRevoked': 'Nenhuma sessão revogada',
  'SmartSessionList.emptyHint': 'Sessões permitem que um app aja por você dentro dos limites que você concede',
  'SmartSessionList.revokedSnack': 'Sessão revogada',
  'SmartSessionList.revokeLabel': 'Revogar {name}',
  'SmartSessionList.revoke': 'Revogar',
  'views.SmartSessionList': 'Sessões inteligentes',
  'views.SmartSessionCreated': 'Sessão criada',
  'slots.smart-sessions': 'Sessões inteligentes',
}

export default messages
