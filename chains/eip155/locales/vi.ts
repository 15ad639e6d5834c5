import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in vi.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'Mạng này không được hỗ trợ',
  'Errors.noAccounts': '{name} không trả về tài khoản nào',
  'Errors.notAvailable': '{name} không khả dụng',
  'Errors.notAtomic': 'Ví không thể gửi các lệnh gọi này theo cách nguyên tử',
  'Errors.capabilitiesUnsupported': 'Ví không hỗ trợ các tính năng mà các lệnh gọi này yêu cầu',
  'Errors.notIncluded': 'Giao dịch {hash} không được đưa vào khối kịp thời',
}

export default messages
