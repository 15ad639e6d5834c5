import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in fr.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} n’est pas installé',
  'Errors.connectFailed': 'La connexion TON a échoué',
  'Errors.noAccount': '{name} a répondu à la connexion sans compte TON',
  'Errors.notConnected': 'Le portefeuille TON n’est pas connecté',
  'Errors.invalidAddress': 'Adresse TON non valide : {address}',
  'Errors.noBoc': 'Le portefeuille TON a répondu à {method} sans BOC',
  'Errors.wcNoKey': 'Le portefeuille WalletConnect n’a fourni ni clé publique TON ni state init : sa connexion ne peut pas être vérifiée',
  'Errors.noSignedData': 'Le portefeuille TON a répondu à {method} sans signature, horodatage ni domaine',
}

export default messages
