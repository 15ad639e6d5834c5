import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in es.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} necesita conectarse a tu billetera',
  'SIWXSignMessage.descriptionRequired': 'Firma este mensaje para demostrar que eres el propietario de esta billetera y continuar. Si cancelas, se te desconectará.',
  'SIWXSignMessage.description': 'Firma este mensaje para demostrar que eres el propietario de esta billetera y continuar.',
  'SIWXSignMessage.cancel': 'Cancelar',
  'SIWXSignMessage.sign': 'Firmar',
  'SIWXSignMessage.signing': 'Firmando…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Billetera',
  'SignInRow.label': 'Iniciar sesión con la billetera',
  'views.SIWXSignMessage': 'Iniciar sesión',
}

export default messages
