import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in fr.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Portefeuille non connecté',
  'Errors.unknownAccount': 'Compte inconnu {account}',
  'Errors.notSupported': '{name} ne prend pas en charge {feature}',
  'Errors.noAccount': '{name} n’a renvoyé aucun compte Solana',
  'Errors.sessionNoAccount': 'La session WalletConnect n’a aucun compte Solana',
  'Errors.noSignature': 'Le portefeuille a répondu à solana_signTransaction sans signature',
  'Errors.blockhashExpired': 'Le réseau n’a pas pu estimer les frais de cette transaction : son blockhash a expiré',
  'Errors.transactionFailed': 'La transaction {signature} a échoué : {reason}',
  'Errors.transactionExpired': 'La transaction {signature} a expiré avant d’être confirmée',
}

export default messages
