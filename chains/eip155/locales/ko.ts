import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in ko.
const messages: Catalogue = {
  'Errors.chainNotSupported': '지원하지 않는 네트워크입니다',
  'Errors.noAccounts': '{name}에서 계정을 반환하지 않았습니다',
  'Errors.notAvailable': '{name}을(를) 사용할 수 없습니다',
  'Errors.notAtomic': '지갑이 이 호출들을 원자적으로 보낼 수 없습니다',
  'Errors.capabilitiesUnsupported': '지갑이 이 호출에 필요한 기능을 지원하지 않습니다',
  'Errors.notIncluded': '트랜잭션 {hash}이(가) 제때 블록에 포함되지 않았습니다',
}

export default messages
