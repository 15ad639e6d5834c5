import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in pt-BR.
const messages: Catalogue = {
  'ConnectionRow.switch': 'Trocar',
  'ConnectionRow.connect': 'Conectar',
  'ConnectionRow.forget': 'Esquecer {name}',
  'ConnectionRow.disconnect': 'Desconectar {name}',
  'ProfileWallets.connected': '{count, plural, one {# carteira conectada} other {# carteiras conectadas}}',
  'ProfileWallets.disconnectAll': 'Desconectar todas',
  'ProfileWallets.others': 'Outras carteiras conectadas',
  'ProfileWallets.recent': 'Conectadas recentemente',
  'ProfileWallets.add': 'Adicionar carteira',
  'views.ProfileWallets': 'Carteiras',
  'snacks.walletAdded': 'Nova carteira adicionada',
  'slots.wallets': 'Carteiras conectadas',
}

export default messages
