import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in vi.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Ví đã kết nối không hỗ trợ phiên thông minh (quyền ERC-7715)',
  'SessionErrors.fetch': 'Lỗi khi tải phiên thông minh',
  'SessionErrors.revoke': 'Lỗi khi thu hồi phiên thông minh',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Không tìm thấy địa chỉ hoặc trình kết nối xác thực',
  'SessionErrors.signatureDeclined': 'Chữ ký bị từ chối',
  'SmartSessionCreated.title': 'Đã tạo phiên',
  'SmartSessionCreated.body': '{project} giờ có thể thay bạn thực hiện trong phạm vi quyền bạn đã cấp, cho đến khi phiên hết hạn hoặc bạn thu hồi.',
  'SmartSessionCreated.bodyUnnamed': 'Ứng dụng giờ có thể thay bạn thực hiện trong phạm vi quyền bạn đã cấp, cho đến khi phiên hết hạn hoặc bạn thu hồi.',
  'SmartSessionCreated.list': 'Xem các phiên',
  'SmartSessionList.active': 'Đang hoạt động',
  'SmartSessionList.expired': 'Đã hết hạn',
  'SmartSessionList.revoked': 'Đã thu hồi',
  'SmartSessionList.statusLabel': 'Trạng thái phiên',
  'SmartSessionList.revokedOn': 'Thu hồi ngày {date}',
  'SmartSessionList.expiredOn': 'Hết hạn ngày {date}',
  'SmartSessionList.expiresOn': 'Hết hạn vào {date}',
  'SmartSessionList.tryAgain': 'Thử lại',
  'SmartSessionList.noneActive': 'Không có phiên đang hoạt động',
  'SmartSessionList.noneExpired': 'Không có phiên đã hết hạn',
  'SmartSessionList.noneRevoked': 'Không có phiên đã thu hồi',
  'SmartSessionList.emptyHint': 'Phiên cho phép một ứng dụng thay bạn thực hiện trong giới hạn bạn cấp',
  'SmartSessionList.revokedSnack': 'Đã thu hồi phiên',
  'SmartSessionList.revokeLabel': 'Thu hồi {name}',
  'SmartSessionList.revoke': 'Thu hồi',
  'views.SmartSessionList': 'Phiên thông minh',
  'views.SmartSessionCreated': 'Đã tạo phiên',
  'slots.smart-sessions': 'Phiên thông minh',
}

export default messages
