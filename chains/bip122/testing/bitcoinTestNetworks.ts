import type { CaipNetwork } from '../../../kernel'

// Fixtures for this folder's tests: chain plugins may import only the kernel's public entry, so
// the `airlock/networks` Bitcoin definitions are mirrored here (ids as published).
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
}

export const bitcoinTestnet: CaipNetwork = {
  ...bitcoin,
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
}

/** A mainnet segwit payment address. */
export const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
