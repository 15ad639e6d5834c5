import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in pt-BR.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} precisa se conectar à sua carteira',
  'SIWXSignMessage.descriptionRequired': 'Assine esta mensagem para provar que esta carteira é sua e continuar. Cancelar vai desconectar você.',
  'SIWXSignMessage.description': 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  'SIWXSignMessage.cancel': 'Cancelar',
  'SIWXSignMessage.sign': 'Assinar',
  'SIWXSignMessage.signing': 'Assinando…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Carteira',
  'SignInRow.label': 'Entrar com a carteira',
  'views.SIWXSignMessage': 'Entrar',
}

export default messages
