import type { Catalogue } from '../../../kernel/plugin'

// The siwx plugin's messages in vi.
const messages: Catalogue = {
  'SIWXSignMessage.title': '{name} cần kết nối với ví của bạn',
  'SIWXSignMessage.descriptionRequired': 'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục. Nếu hủy, bạn sẽ bị ngắt kết nối.',
  'SIWXSignMessage.description': 'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục.',
  'SIWXSignMessage.cancel': 'Hủy',
  'SIWXSignMessage.sign': 'Ký',
  'SIWXSignMessage.signing': 'Đang ký…',
  'SIWXSignMessage.dapp': 'Dapp',
  'SIWXSignMessage.wallet': 'Ví',
  'SignInRow.label': 'Đăng nhập bằng ví',
  'views.SIWXSignMessage': 'Đăng nhập',
}

export default messages
