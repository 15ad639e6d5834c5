import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in fr.
const messages: Catalogue = {
  'WalletReceive.copied': 'Adresse copiée',
  'WalletReceive.hint': 'Copiez votre adresse ou scannez ce QR code',
  'WalletReceive.networks': 'Ne recevez des actifs que sur ces réseaux',
  'WalletReceive.copy': 'Copier l’adresse',
  'WalletReceive.copyLabel': 'Copier l’adresse {address}',
  'WalletReceive.qrAlt': 'QR code de l’adresse {address}',
  'WalletReceive.noWallet': 'Aucun portefeuille connecté',
  'WalletReceive.connectToReceive': 'Connectez un portefeuille pour recevoir des actifs',
  'views.WalletReceive': 'Recevoir',
  'actions.receive': 'Recevoir',
}

export default messages
