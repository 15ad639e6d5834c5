import { bitcoinAddressIsMainnet, decodeBitcoinAddress } from '../../kernel/plugin'

export type BitcoinAddressNetwork = 'mainnet' | 'testnet'

/**
 * The network a Bitcoin address belongs to, or undefined when it is not a valid address:
 * P2PKH/P2SH base58check or segwit bech32 (v0) / bech32m (v1+, taproot) with the `bc` or `tb`
 * prefix (BIP173, BIP350). Regtest (`bcrt`) addresses are not accepted.
 */
export function bitcoinAddressNetwork(address: string): BitcoinAddressNetwork | undefined {
  const decoded = decodeBitcoinAddress(address)
  if (!decoded || ('prefix' in decoded && decoded.prefix === 'bcrt')) return undefined
  return bitcoinAddressIsMainnet(decoded) ? 'mainnet' : 'testnet'
}

/** A valid Bitcoin address on mainnet or testnet (the rule the bip122 plugin gives the kernel). */
export const isBitcoinAddress = (address: string): boolean => bitcoinAddressNetwork(address) !== undefined
