import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in ko.
const messages: Catalogue = {
  'Errors.notInstalled': '{name}이(가) 설치되어 있지 않습니다',
  'Errors.connectFailed': 'TON 연결에 실패했습니다',
  'Errors.noAccount': '{name}이(가) TON 계정 없이 연결에 응답했습니다',
  'Errors.notConnected': 'TON 지갑이 연결되지 않았습니다',
  'Errors.invalidAddress': '잘못된 TON 주소: {address}',
  'Errors.noBoc': 'TON 지갑이 BOC 없이 {method}에 응답했습니다',
  'Errors.wcNoKey': 'WalletConnect 지갑이 TON 공개 키와 state init을 제공하지 않아 로그인을 확인할 수 없습니다',
  'Errors.noSignedData': 'TON 지갑이 서명, 타임스탬프, 도메인 없이 {method}에 응답했습니다',
}

export default messages
