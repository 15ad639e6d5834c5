import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in es.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} no está instalado',
  'Errors.notTronAddress': '{name} devolvió una dirección que no es de TRON',
  'Errors.noAccount': '{name} no proporcionó ninguna cuenta',
  'Errors.locked': 'TronLink está bloqueado o no proporcionó ninguna cuenta',
  'Errors.siteNotConnected': 'El sitio no está conectado a TronLink',
  'Errors.walletNotConnected': 'Billetera no conectada',
  'Errors.sessionNoAccount': 'La sesión de WalletConnect no tiene ninguna cuenta de TRON',
  'Errors.invalidAddress': 'Dirección no válida',
  'Errors.invalidAmount': 'Importe no válido',
  'Errors.nodeRefused': 'El nodo de TRON rechazó la transacción: {reason}',
  'Errors.differentTransaction': 'La billetera devolvió una transacción distinta de la que se le pidió firmar',
  'Errors.noSignature': 'La billetera no devolvió ninguna firma de mensaje de TRON',
  'Errors.notIncluded': 'La transacción {hash} no se incluyó en {seconds} s',
}

export default messages
