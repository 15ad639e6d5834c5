import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in ko.
const messages: Catalogue = {
  'Errors.walletNotConnected': '지갑이 연결되지 않았습니다',
  'Errors.unknownAccount': '알 수 없는 계정 {account}',
  'Errors.notSupported': '{name}은(는) {feature}을(를) 지원하지 않습니다',
  'Errors.noAccount': '{name}에서 Solana 계정을 반환하지 않았습니다',
  'Errors.sessionNoAccount': 'WalletConnect 세션에 Solana 계정이 없습니다',
  'Errors.noSignature': '지갑이 서명 없이 solana_signTransaction에 응답했습니다',
  'Errors.blockhashExpired': '네트워크가 이 트랜잭션의 수수료를 계산하지 못했습니다: blockhash가 만료되었습니다',
  'Errors.transactionFailed': '트랜잭션 {signature}이(가) 실패했습니다: {reason}',
  'Errors.transactionExpired': '트랜잭션 {signature}이(가) 확인되기 전에 만료되었습니다',
}

export default messages
