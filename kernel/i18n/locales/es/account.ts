import type { Catalogue } from '../../defineMessages'

// Core messages in es: account (the Account and AccountSettings views).
const messages: Catalogue = {
  'account.networkLabel': 'Red: ',
  'account.switchNetwork': 'Cambiar de red',
  'account.unknownNetwork': 'Red desconocida',
  'account.accountTools': 'Herramientas de la cuenta',
  'account.accountSettings': 'Ajustes de la cuenta',
  'account.copyAddress': 'Copiar dirección',
  'account.addressCopied': 'Dirección copiada',
  'account.blockExplorer': 'Explorador de bloques',
  'account.tabs': 'Cuenta',
  'account.disconnect': 'Desconectar',
  'account.alsoConnected': 'También conectadas',
  'account.switchTo': 'Cambiar a {chain}: ',
  'account.walletFeatures': 'Funciones de la billetera',
  'account.buy': 'Comprar',
  'account.swap': 'Intercambiar',
  'account.receive': 'Recibir',
  'account.send': 'Enviar',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFT',
  'account.activity': 'Actividad',
  'account.noNfts': 'Aún no tienes NFT',
  'account.noNftsHint': 'Aquí aparecerán tus NFT',
  'account.noTokens': 'Aún no tienes tokens',
  'account.noTokensHint': 'Aquí aparecerán los tokens que tengas',
}

export default messages
