import { describe, expect, it } from 'vitest'
import { bitcoinAddressIsMainnet, decodeBitcoinAddress } from './bitcoinAddress'

// Vectors from BIP173 / BIP350 and well-known addresses.
describe('decodeBitcoinAddress', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'p2pkh', true],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'p2sh', false],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh', true],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'p2wsh', false],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'p2tr', true],
    ['bc1sw50qgdz25j', 'witness', true], // v16, 2-byte program
    ['bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x', 'p2wpkh', false],
  ] as const)('reads %s as %s', (address, type, mainnet) => {
    const decoded = decodeBitcoinAddress(address)
    expect(decoded?.type).toBe(type)
    expect(bitcoinAddressIsMainnet(decoded!)).toBe(mainnet)
  })

  it('keeps the hash and program bytes', () => {
    const legacy = decodeBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
    expect(legacy && 'hash' in legacy && Buffer.from(legacy.hash).toString('hex')).toBe('62e907b15cbf27d5425399ebf6f0fb50ebb88f18')
    const segwit = decodeBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(segwit && 'program' in segwit && Buffer.from(segwit.program).toString('hex')).toBe('751e76e8199196d454941c45d1b3a323f1433bd6')
  })

  it.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // base58check checksum broken
    '0A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // 0 is not base58
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // bech32 checksum broken
    'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mixed case
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // v2 with a bech32 (not bech32m) checksum
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // v1 with a bech32 checksum
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // v0 with a 16-byte program (BIP173)
    'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', // v2 with a bech32 checksum: valid under BIP173, not BIP350
    'ltc1qg82zzmg9ghx2d8g6yw7jplm7xyl9ekn5wqd2nl', // another coin
    '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs', // a Solana address
    '',
  ])('refuses %j', (address) => {
    expect(decodeBitcoinAddress(address)).toBeUndefined()
  })
})
