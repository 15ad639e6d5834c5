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
  'ProfileWallets.tabs': 'Carteiras por rede',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': 'Bitcoin',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': 'Nenhuma carteira conectada',
  'ProfileWallets.emptyDescription': 'Adicione sua primeira carteira {chain}',
  'ProfileWallets.emptyAction': 'Adicionar carteira {chain}',
  'ProfileWallets.emptyDescriptionAny': 'Adicione sua primeira carteira',
  'ProfileWallets.emptyActionAny': 'Adicionar carteira',
  'views.ProfileWallets': 'Carteiras',
  'snacks.walletAdded': 'Nova carteira adicionada',
  'slots.wallets': 'Carteiras conectadas',
}

export default messages
