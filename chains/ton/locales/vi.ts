import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in vi.
const messages: Catalogue = {
  'Errors.notInstalled': 'Chưa cài đặt {name}',
  'Errors.connectFailed': 'Kết nối TON thất bại',
  'Errors.noAccount': '{name} đã trả lời kết nối mà không có tài khoản TON',
  'Errors.notConnected': 'Chưa kết nối ví TON',
  'Errors.invalidAddress': 'Địa chỉ TON không hợp lệ: {address}',
  'Errors.noBoc': 'Ví TON đã trả lời {method} mà không có BOC',
  'Errors.wcNoKey': 'Ví WalletConnect không cung cấp khóa công khai TON và state init, nên không thể xác minh lần đăng nhập của ví',
  'Errors.noSignedData': 'Ví TON đã trả lời {method} mà không có chữ ký, dấu thời gian và tên miền',
}

export default messages
