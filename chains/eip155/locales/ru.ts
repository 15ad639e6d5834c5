import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in ru.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Сеть не поддерживается',
  'Errors.noAccounts': '{name} не вернул ни одного аккаунта',
  'Errors.notAvailable': '{name} недоступен',
  'Errors.notAtomic': 'Кошелёк не может отправить эти вызовы атомарно',
  'Errors.capabilitiesUnsupported': 'Кошелёк не поддерживает возможности, которые нужны этим вызовам',
  'Errors.notIncluded': 'Транзакция {hash} не была включена вовремя',
}

export default messages
