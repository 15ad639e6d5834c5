import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in de.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Dieses Netzwerk wird nicht unterstützt',
  'Errors.noAccounts': '{name} hat keine Konten geliefert',
  'Errors.notAvailable': '{name} ist nicht verfügbar',
  'Errors.notAtomic': 'Die Wallet kann diese Aufrufe nicht atomar senden',
  'Errors.capabilitiesUnsupported': 'Die Wallet unterstützt die Funktionen nicht, die diese Aufrufe benötigen',
  'Errors.notIncluded': 'Die Transaktion {hash} wurde nicht rechtzeitig aufgenommen',
}

export default messages
