import type { Catalogue } from '../../defineMessages'

// Core messages in ko: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': '네트워크: ',
  'account.switchNetwork': '네트워크 전환',
  'account.unknownNetwork': '알 수 없는 네트워크',
  'account.accountTools': '계정 도구',
  'account.accountSettings': '계정 설정',
  'account.copyAddress': '주소 복사',
  'account.addressCopied': '주소가 복사되었습니다',
  'account.blockExplorer': '블록 탐색기',
  'account.tabs': '계정',
  'account.disconnect': '연결 해제',
  'account.alsoConnected': '함께 연결됨',
  'account.switchTo': '{chain}(으)로 전환: ',
  'account.walletFeatures': '지갑 기능',
  'account.buy': '구매',
  'account.swap': '스왑',
  'account.receive': '받기',
  'account.send': '보내기',
  'account.tokens': '토큰',
  'account.nfts': 'NFT',
  'account.activity': '활동',
  'account.noNfts': '아직 NFT가 없습니다',
  'account.noNftsHint': '보유한 NFT가 여기에 표시됩니다',
  'account.noTokens': '아직 토큰이 없습니다',
  'account.noTokensHint': '보유한 토큰이 여기에 표시됩니다',
}

export default messages
