import type { Catalogue } from '../../../kernel/plugin'

// The receive plugin's messages in ko.
const messages: Catalogue = {
  'WalletReceive.copied': '주소가 복사되었습니다',
  'WalletReceive.hint': '주소를 복사하거나 이 QR 코드를 스캔하세요',
  'WalletReceive.networks': '이 네트워크에서만 자산을 받으세요',
  'WalletReceive.copy': '주소 복사',
  'WalletReceive.copyLabel': '주소 {address} 복사',
  'WalletReceive.qrAlt': '주소 {address}의 QR 코드',
  'WalletReceive.noWallet': '연결된 지갑이 없습니다',
  'WalletReceive.connectToReceive': '자산을 받으려면 지갑을 연결하세요',
  'views.WalletReceive': '받기',
  'actions.receive': '받기',
}

export default messages
