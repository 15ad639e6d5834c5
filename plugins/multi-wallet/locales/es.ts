import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in es.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Cambiar',
  'ConnectionRow.connect': 'Conectar',
  'ConnectionRow.forget': 'Olvidar {name}',
  'ConnectionRow.disconnect': 'Desconectar {name}',
  'ProfileWallets.connected': '{count, plural, one {# billetera conectada} other {# billeteras conectadas}}',
  'ProfileWallets.disconnectAll': 'Desconectar todas',
  'ProfileWallets.others': 'Otras billeteras conectadas',
  'ProfileWallets.recent': 'Conectadas recientemente',
  'ProfileWallets.add': 'Añadir billetera',
  'views.ProfileWallets': 'Billeteras',
  'snacks.walletAdded': 'Nueva wallet añadida',
  'slots.wallets': 'Wallets conectadas',
}

export default messages
