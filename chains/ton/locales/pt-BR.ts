import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in pt-BR.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} não está instalado',
  'Errors.connectFailed': 'Falha ao conectar com a TON',
  'Errors.noAccount': '{name} respondeu à conexão sem uma conta TON',
  'Errors.notConnected': 'A carteira TON não está conectada',
  'Errors.invalidAddress': 'Endereço TON inválido: {address}',
  'Errors.noBoc': 'A carteira TON respondeu a {method} sem BOC',
  'Errors.wcNoKey': 'A carteira WalletConnect não informou a chave pública TON nem o state init, então o login dela não pode ser verificado',
  'Errors.noSignedData': 'A carteira TON respondeu a {method} sem assinatura, carimbo de data/hora e domínio',
}

export default messages
