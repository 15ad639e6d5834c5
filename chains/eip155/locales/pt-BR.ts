import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in pt-BR.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'A rede não é compatível',
  'Errors.noAccounts': '{name} não retornou nenhuma conta',
  'Errors.notAvailable': '{name} não está disponível',
  'Errors.notAtomic': 'A carteira não consegue enviar essas chamadas de forma atômica',
  'Errors.capabilitiesUnsupported': 'A carteira não oferece os recursos que essas chamadas exigem',
  'Errors.notIncluded': 'A transação {hash} não foi incluída a tempo',
}

export default messages
