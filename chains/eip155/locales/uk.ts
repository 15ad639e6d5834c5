import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in uk.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Мережа не підтримується',
  'Errors.noAccounts': '{name} не повернув жодного акаунта',
  'Errors.notAvailable': '{name} недоступний',
  'Errors.notAtomic': 'Гаманець не може надіслати ці виклики атомарно',
  'Errors.capabilitiesUnsupported': 'Гаманець не підтримує можливості, потрібні цим викликам',
  'Errors.notIncluded': 'Транзакцію {hash} не було включено вчасно',
}

export default messages
