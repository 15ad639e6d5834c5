import type { Catalogue } from '../../../kernel/plugin'

// The ton chain plugin's error words in pt-BR.
const messages: Catalogue = {
  'Errors.notInstalled': '{name} não está instalado',
  'Errors.connectFailed': 'Falha ao conectar com a TON',
  'Errors.noAccount': '{name} respondeu à conexão sem uma conta TON',
  'Errors.notConnected': 'A carteira TON não está conectada',
  'Errors.invalidAddress': 'Endereço TON inválido: {address}',
  'Errors.noBoc': 'A carteira TON respondeu a sendTransaction sem BOC',
}

export default messages
