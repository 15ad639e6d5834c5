import type { Catalogue } from '../../defineMessages'

// Core messages in pt-BR: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Rede: ',
  'account.switchNetwork': 'Trocar de rede',
  'account.unknownNetwork': 'Rede desconhecida',
  'account.accountTools': 'Ferramentas da conta',
  'account.accountSettings': 'Configurações da conta',
  'account.copyAddress': 'Copiar endereço',
  'account.addressCopied': 'Endereço copiado',
  'account.blockExplorer': 'Explorador de blocos',
  'account.tabs': 'Conta',
  'account.disconnect': 'Desconectar',
  'account.alsoConnected': 'Também conectadas',
  'account.switchTo': 'Trocar para {chain}: ',
  'account.walletFeatures': 'Recursos da carteira',
  'account.buy': 'Comprar',
  'account.swap': 'Converter',
  'account.receive': 'Receber',
  'account.send': 'Enviar',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Atividade',
  'account.noNfts': 'Nenhum NFT ainda',
  'account.noNftsHint': 'Os NFTs que você tiver aparecerão aqui',
  'account.noTokens': 'Nenhum token ainda',
  'account.noTokensHint': 'Os tokens que você tiver aparecerão aqui',
}

export default messages
