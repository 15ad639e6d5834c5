import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in vi.
const messages: Catalogue = {
  'Errors.notInstalled': 'Chưa cài đặt {name}',
  'Errors.connectFailed': 'Kết nối TON thất bại',
  'Errors.noAccount': '{name} đã trả lời kết nối mà không có tài khoản TON',
  'Errors.notConnected': 'Chưa kết nối ví TON',
  'Errors.invalidAddress': 'Địa chỉ TON không hợp lệ: {address}',
  'Errors.noBoc': 'Ví TON đã trả lời sendTransaction mà không có BOC',
}

export default messages
