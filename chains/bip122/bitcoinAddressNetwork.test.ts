import { describe, expect, it } from 'vitest'
import { bitcoinAddressNetwork, isBitcoinAddress } from './bitcoinAddressNetwork'

// Vectors from BIP173 / BIP350 and well-known addresses (the genesis coinbase, BIP13 P2SH).
describe('bitcoinAddressNetwork', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet'], // P2PKH
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet'], // P2SH
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet'], // P2PKH
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet'], // P2SH
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet'], // P2WPKH, upper case
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'], // P2WSH
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'], // taproot, bech32m
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet'],
  ] as const)('accepts %s (%s)', (address, network) => {
    expect(bitcoinAddressNetwork(address)).toBe(network)
    expect(isBitcoinAddress(address)).toBe(true)
  })

  it.each([
    '', // empty
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // base58check checksum broken
    '0A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // 0 is not base58
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // bech32 checksum broken
    'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mixed case
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // v2 with a bech32 (not bech32m) checksum
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // v1 with a bech32 checksum
    'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x', // regtest prefix
    'ltc1qg82zzmg9ghx2d8g6yw7jplm7xyl9ekn5wqd2nl', // another coin
    '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs', // a Solana address
  ])('rejects %j', (address) => {
    expect(isBitcoinAddress(address)).toBe(false)
  })
})
