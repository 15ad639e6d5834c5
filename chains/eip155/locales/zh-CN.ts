import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in zh-CN.
const messages: Catalogue = {
  'Errors.chainNotSupported': '不支持此网络',
  'Errors.noAccounts': '{name} 未返回任何账户',
  'Errors.notAvailable': '{name} 不可用',
  'Errors.notAtomic': '钱包无法以原子方式发送这些调用',
  'Errors.capabilitiesUnsupported': '钱包不支持这些调用所需的功能',
  'Errors.notIncluded': '交易 {hash} 未能及时打包',
}

export default messages
