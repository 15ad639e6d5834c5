import type { Catalogue } from '../../../kernel/plugin'

// The tron chain plugin's error words in pt-BR.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} não está instalado',
  'Errors.notTronAddress': '{name} retornou um endereço que não é da TRON',
  'Errors.noAccount': '{name} não forneceu nenhuma conta',
  'Errors.locked': 'O TronLink está bloqueado ou não forneceu nenhuma conta',
  'Errors.siteNotConnected': 'O site não está conectado ao TronLink',
  'Errors.walletNotConnected': 'Carteira não conectada',
  'Errors.sessionNoAccount': 'A sessão do WalletConnect não tem nenhuma conta TRON',
  'Errors.invalidAddress': 'Endereço inválido',
  'Errors.invalidAmount': 'Valor inválido',
  'Errors.nodeRefused': 'O nó da TRON recusou a transação: {reason}',
  'Errors.differentTransaction': 'A carteira retornou uma transação diferente da que foi solicitada para assinar',
  'Errors.noSignature': 'A carteira não retornou nenhuma assinatura de mensagem TRON',
  'Errors.notIncluded': 'A transação {hash} não foi incluída em {seconds} s',
}

export default messages
