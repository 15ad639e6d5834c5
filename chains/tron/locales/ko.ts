import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in ko.
const messages: Catalogue = {
  'Errors.notInstalled': '{name}이(가) 설치되어 있지 않습니다',
  'Errors.notTronAddress': '{name}이(가) TRON 주소가 아닌 주소를 반환했습니다',
  'Errors.noAccount': '{name}이(가) 계정을 제공하지 않았습니다',
  'Errors.locked': 'TronLink가 잠겨 있거나 계정을 제공하지 않았습니다',
  'Errors.siteNotConnected': '이 사이트는 TronLink에 연결되어 있지 않습니다',
  'Errors.walletNotConnected': '지갑이 연결되지 않았습니다',
  'Errors.sessionNoAccount': 'WalletConnect 세션에 TRON 계정이 없습니다',
  'Errors.invalidAddress': '잘못된 주소입니다',
  'Errors.invalidAmount': '잘못된 금액입니다',
  'Errors.nodeRefused': 'TRON 노드가 트랜잭션을 거부했습니다: {reason}',
  'Errors.differentTransaction': '지갑이 서명을 요청받은 것과 다른 트랜잭션을 반환했습니다',
  'Errors.noSignature': '지갑이 TRON 메시지 서명을 반환하지 않았습니다',
  'Errors.notIncluded': '트랜잭션 {hash}이(가) {seconds}초 안에 블록에 포함되지 않았습니다',
}

export default messages
