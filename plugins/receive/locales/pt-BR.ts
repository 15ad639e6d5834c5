import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in pt-BR.
const messages: Catalogue = {
  'WalletReceive.copied': 'Endereço copiado',
  'WalletReceive.hint': 'Copie seu endereço ou escaneie este QR code',
  'WalletReceive.networks': 'Receba ativos apenas nestas redes',
  'WalletReceive.copy': 'Copiar endereço',
  'WalletReceive.copyLabel': 'Copiar endereço {address}',
  'WalletReceive.qrAlt': 'QR code do endereço {address}',
  'WalletReceive.noWallet': 'Nenhuma carteira conectada',
  'WalletReceive.connectToReceive': 'Conecte uma carteira para receber ativos',
  'views.WalletReceive': 'Receber',
  'actions.receive': 'Receber',
}

export default messages
