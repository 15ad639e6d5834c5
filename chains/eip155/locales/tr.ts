import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in tr.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Bu ağ desteklenmiyor',
  'Errors.noAccounts': '{name} hiç hesap döndürmedi',
  'Errors.notAvailable': '{name} kullanılamıyor',
  'Errors.notAtomic': 'Cüzdan bu çağrıları atomik olarak gönderemiyor',
  'Errors.capabilitiesUnsupported': 'Cüzdan bu çağrıların gerektirdiği özellikleri desteklemiyor',
  'Errors.notIncluded': '{hash} işlemi zamanında bloğa eklenmedi',
}

export default messages
