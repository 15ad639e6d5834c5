import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in es.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} no está instalado',
  'Errors.connectFailed': 'Falló la conexión con TON',
  'Errors.noAccount': '{name} respondió a la conexión sin una cuenta de TON',
  'Errors.notConnected': 'La billetera de TON no está conectada',
  'Errors.invalidAddress': 'Dirección de TON no válida: {address}',
  'Errors.noBoc': 'La billetera de TON respondió a sendTransaction sin BOC',
}

export default messages
