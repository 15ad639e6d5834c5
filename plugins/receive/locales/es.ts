import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in es.
const messages: Catalogue = {
  'WalletReceive.copied': 'Dirección copiada',
  'WalletReceive.hint': 'Copia tu dirección o escanea este código QR',
  'WalletReceive.networks': 'Recibe activos solo en estas redes',
  'WalletReceive.copy': 'Copiar dirección',
  'WalletReceive.copyLabel': 'Copiar dirección {address}',
  'WalletReceive.qrAlt': 'Código QR de la dirección {address}',
  'WalletReceive.noWallet': 'No hay billetera conectada',
  'WalletReceive.connectToReceive': 'Conecta una billetera para recibir activos',
  'views.WalletReceive': 'Recibir',
  'actions.receive': 'Recibir',
}

export default messages
