import type { Catalogue } from '../../defineMessages'

// Core messages in vi: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Mạng: ',
  'account.switchNetwork': 'Chuyển mạng',
  'account.unknownNetwork': 'Mạng không xác định',
  'account.accountTools': 'Công cụ tài khoản',
  'account.accountSettings': 'Cài đặt tài khoản',
  'account.copyAddress': 'Sao chép địa chỉ',
  'account.addressCopied': 'Đã sao chép địa chỉ',
  'account.blockExplorer': 'Trình khám phá khối',
  'account.tabs': 'Tài khoản',
  'account.disconnect': 'Ngắt kết nối',
  'account.alsoConnected': 'Cũng đã kết nối',
  'account.switchTo': 'Chuyển sang {chain}: ',
  'account.walletFeatures': 'Tính năng ví',
  'account.buy': 'Mua',
  'account.swap': 'Hoán đổi',
  'account.receive': 'Nhận',
  'account.send': 'Gửi',
  'account.tokens': 'Token',
  'account.nfts': 'NFT',
  'account.activity': 'Hoạt động',
  'account.noNfts': 'Chưa có NFT nào',
  'account.noNftsHint': 'NFT bạn sở hữu sẽ hiện ở đây',
  'account.noTokens': 'Chưa có token nào',
  'account.noTokensHint': 'Token bạn nắm giữ sẽ hiện ở đây',
}

export default messages
