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
  'ProfileWallets.tabs': 'Carteras por cadena',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Ninguna cartera conectada',
  'ProfileWallets.emptyDescription': 'Añade tu primera cartera de {chain}',
  'ProfileWallets.emptyAction': 'Añadir cartera de {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Añade tu primera cartera',
  'ProfileWallets.emptyActionAny': 'Añadir cartera',
  'views.ProfileWallets': 'Billeteras',
  'snacks.walletAdded': 'Nueva wallet añadida',
  'slots.wallets': 'Wallets conectadas',
}

export default messages
