import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in zh-TW.
const messages: Catalogue = {
  'Errors.chainNotSupported': '不支援此網路',
  'Errors.noAccounts': '{name} 未傳回任何帳戶',
  'Errors.notAvailable': '{name} 無法使用',
  'Errors.notAtomic': '錢包無法以原子方式傳送這些呼叫',
  'Errors.capabilitiesUnsupported': '錢包不支援這些呼叫所需的功能',
  'Errors.notIncluded': '交易 {hash} 未能及時納入區塊',
}

export default messages
