import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in es.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} no está instalado',
  'Errors.connectFailed': 'Falló la conexión con TON',
  'Errors.noAccount': '{name} respondió a la conexión sin una cuenta de TON',
  'Errors.notConnected': 'La billetera de TON no está conectada',
  'Errors.invalidAddress': 'Dirección de TON no válida: {address}',
  'Errors.noBoc': 'La billetera de TON respondió a {method} sin BOC',
  'Errors.wcNoKey': 'La billetera de WalletConnect no dio una clave pública de TON ni un state init, así que su inicio de sesión no se puede verificar',
  'Errors.noSignedData': 'La billetera TON respondió a {method} sin firma, marca de tiempo ni dominio',
}

export default messages
