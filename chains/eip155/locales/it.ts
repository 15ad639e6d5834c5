import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in it.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'La rete non è supportata',
  'Errors.noAccounts': '{name} non ha restituito alcun account',
  'Errors.notAvailable': '{name} non è disponibile',
  'Errors.notAtomic': 'Il wallet non può inviare queste chiamate in modo atomico',
  'Errors.capabilitiesUnsupported': 'Il wallet non supporta le funzionalità richieste da queste chiamate',
  'Errors.notIncluded': 'La transazione {hash} non è stata inclusa in tempo',
}

export default messages
