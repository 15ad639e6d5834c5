import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in fr.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Ce réseau n’est pas pris en charge',
  'Errors.noAccounts': '{name} n’a renvoyé aucun compte',
  'Errors.notAvailable': '{name} n’est pas disponible',
  'Errors.notAtomic': 'Le portefeuille ne peut pas envoyer ces appels de façon atomique',
  'Errors.capabilitiesUnsupported': 'Le portefeuille ne prend pas en charge les fonctions requises par ces appels',
  'Errors.notIncluded': 'La transaction {hash} n’a pas été incluse à temps',
}

export default messages
