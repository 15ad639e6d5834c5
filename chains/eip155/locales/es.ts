import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in es.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'La red no es compatible',
  'Errors.noAccounts': '{name} no devolvió ninguna cuenta',
  'Errors.notAvailable': '{name} no está disponible',
  'Errors.notAtomic': 'La billetera no puede enviar estas llamadas de forma atómica',
  'Errors.capabilitiesUnsupported': 'La billetera no admite las funciones que requieren estas llamadas',
  'Errors.notIncluded': 'La transacción {hash} no se incluyó a tiempo',
}

export default messages
