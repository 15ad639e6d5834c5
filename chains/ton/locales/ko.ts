import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in ko.
const messages: Catalogue = {
  'Errors.notInstalled': '{name}이(가) 설치되어 있지 않습니다',
  'Errors.connectFailed': 'TON 연결에 실패했습니다',
  'Errors.noAccount': '{name}이(가) TON 계정 없이 연결에 응답했습니다',
  'Errors.notConnected': 'TON 지갑이 연결되지 않았습니다',
  'Errors.invalidAddress': '잘못된 TON 주소: {address}',
  'Errors.noBoc': 'TON 지갑이 BOC 없이 sendTransaction에 응답했습니다',
}

export default messages
