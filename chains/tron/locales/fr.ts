import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in fr.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} n’est pas installé',
  'Errors.notTronAddress': '{name} a renvoyé une adresse qui n’est pas une adresse TRON',
  'Errors.noAccount': '{name} n’a fourni aucun compte',
  'Errors.locked': 'TronLink est verrouillé ou n’a fourni aucun compte',
  'Errors.siteNotConnected': 'Le site n’est pas connecté à TronLink',
  'Errors.walletNotConnected': 'Portefeuille non connecté',
  'Errors.sessionNoAccount': 'La session WalletConnect n’a aucun compte TRON',
  'Errors.invalidAddress': 'Adresse non valide',
  'Errors.invalidAmount': 'Montant non valide',
  'Errors.nodeRefused': 'Le nœud TRON a refusé la transaction : {reason}',
  'Errors.differentTransaction': 'Le portefeuille a renvoyé une transaction différente de celle qu’il devait signer',
  'Errors.noSignature': 'Le portefeuille n’a renvoyé aucune signature de message TRON',
  'Errors.notIncluded': 'La transaction {hash} n’a pas été incluse en {seconds} s',
}

export default messages
