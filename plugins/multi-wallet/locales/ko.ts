import type { Catalogue } from '../../../kernel/plugin'

// The multi-wallet plugin's messages in ko.
const messages: Catalogue = {
  'ConnectionRow.switch': '전환',
  'ConnectionRow.connect': '연결',
  'ConnectionRow.forget': '{name} 삭제',
  'ConnectionRow.disconnect': '{name} 연결 해제',
  'ProfileWallets.connected': '{count, plural, other {지갑 #개 연결됨}}',
  'ProfileWallets.disconnectAll': '모두 연결 해제',
  'ProfileWallets.others': '연결된 다른 지갑',
  'ProfileWallets.recent': '최근 연결됨',
  'ProfileWallets.add': '지갑 추가',
  'ProfileWallets.tabs': '체인별 지갑',
  'ProfileWallets.chainEip155': 'EVM',
  'ProfileWallets.chainSolana': 'Solana',
  'ProfileWallets.chainBip122': '비트코인',
  'ProfileWallets.chainTon': 'TON',
  'ProfileWallets.chainTron': 'TRON',
  'ProfileWallets.chainCosmos': 'Cosmos',
  'ProfileWallets.emptyTitle': '연결된 지갑이 없습니다',
  'ProfileWallets.emptyDescription': '첫 {chain} 지갑을 추가하세요',
  'ProfileWallets.emptyAction': '{chain} 지갑 추가',
  'ProfileWallets.emptyDescriptionAny': '첫 지갑을 추가하세요',
  'ProfileWallets.emptyActionAny': '지갑 추가',
  'views.ProfileWallets': '지갑',
  'snacks.walletAdded': '새 지갑이 추가되었습니다',
  'slots.wallets': '연결된 지갑',
}

export default messages
