import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in vi.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Chưa kết nối ví',
  'Errors.unknownAccount': 'Tài khoản không xác định {account}',
  'Errors.notSupported': '{name} không hỗ trợ {feature}',
  'Errors.noAccount': '{name} không trả về tài khoản Solana nào',
  'Errors.sessionNoAccount': 'Phiên WalletConnect không có tài khoản Solana',
  'Errors.noSignature': 'Ví đã trả lời solana_signTransaction mà không có chữ ký',
  'Errors.blockhashExpired': 'Mạng không thể tính phí cho giao dịch này: blockhash của nó đã hết hạn',
  'Errors.transactionFailed': 'Giao dịch {signature} thất bại: {reason}',
  'Errors.transactionExpired': 'Giao dịch {signature} đã hết hạn trước khi được xác nhận',
}

export default messages
