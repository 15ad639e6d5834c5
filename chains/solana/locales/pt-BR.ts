import type { Catalogue } from '../../../kernel/plugin'

// The solana chain plugin's error words in pt-BR.
const messages: Catalogue = {
  'Errors.walletNotConnected': 'Carteira não conectada',
  'Errors.unknownAccount': 'Conta desconhecida {account}',
  'Errors.notSupported': '{name} não oferece suporte a {feature}',
  'Errors.noAccount': '{name} não retornou nenhuma conta Solana',
  'Errors.sessionNoAccount': 'A sessão do WalletConnect não tem nenhuma conta Solana',
  'Errors.noSignature': 'A carteira respondeu a solana_signTransaction sem assinatura',
  'Errors.blockhashExpired': 'A rede não conseguiu calcular a taxa desta transação: o blockhash expirou',
  'Errors.transactionFailed': 'A transação {signature} falhou: {reason}',
  'Errors.transactionExpired': 'A transação {signature} expirou antes de ser confirmada',
}

export default messages
