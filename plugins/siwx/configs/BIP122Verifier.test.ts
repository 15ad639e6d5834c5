import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, createBase58check } from '@scure/base'
import { bytesToHex } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import type { SIWXSession } from '../siwxTypes'
import { decodeBitcoinAddress } from './bitcoin/bitcoinAddress'
import { concatBytes, hash160 } from './bitcoin/bitcoinBytes'
import { signLegacyMessage } from './bitcoin/signLegacyMessage'
import { bip322ToSpendId } from './bitcoin/verifyBitcoinMessage'
import { BIP122Verifier } from './BIP122Verifier'
import { DefaultSIWX } from './DefaultSIWX'
import { InformalMessenger } from './InformalMessenger'
import { LocalStorage } from './LocalStorage'

// BIP-322's published test vectors (bitcoin/bips, bip-0322.mediawiki "Test vectors"): the key
// L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k and its P2WPKH and P2TR addresses.
const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const SIMPLE = {
  empty: 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  hello: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  // The same messages as Bitcoin Core signs them (another nonce, a 72-byte DER signature).
  emptyCore: 'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  helloCore: 'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  taproot: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
}
// Bitcoin Core's util_tests: `signmessage` of "Hello World" with the same key (legacy format).
const LEGACY_HELLO = 'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU='

const MAINNET = 'bip122:000000000019d6689c085ae165831e93' as const
const base58check = createBase58check(sha256)
const verifier = new BIP122Verifier()
const session = (accountAddress: string, message: string, signature: string): SIWXSession => ({
  data: { accountAddress, chainId: MAINNET, domain: 'app.example', uri: 'https://app.example/', version: '1', nonce: 'nonce1234' },
  message,
  signature,
})
const p2pkhOf = (publicKey: Uint8Array) => base58check.encode(concatBytes(Uint8Array.of(0x00), hash160(publicKey)))
const p2wpkhOf = (publicKey: Uint8Array) => bech32.encode('bc', [0, ...bech32.toWords(hash160(publicKey))])

describe('BIP122Verifier', () => {
  const wifKey = base58check.decode(WIF).subarray(1, 33)

  it('BIP-322 vectors: the virtual to_spend transaction ids match the published ones', () => {
    const address = decodeBitcoinAddress(P2WPKH)!
    const txid = (message: string) => bytesToHex(bip322ToSpendId(message, address).slice().reverse())
    expect(txid('')).toBe('c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7')
    expect(txid('Hello World')).toBe('b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b')
  })

  it('verifies the published BIP-322 simple signatures (P2WPKH, both nonces; P2TR key path)', async () => {
    expect(await verifier.verify(session(P2WPKH, '', SIMPLE.empty))).toBe(true)
    expect(await verifier.verify(session(P2WPKH, 'Hello World', SIMPLE.hello))).toBe(true)
    expect(await verifier.verify(session(P2WPKH, '', SIMPLE.emptyCore))).toBe(true)
    expect(await verifier.verify(session(P2WPKH, 'Hello World', SIMPLE.helloCore))).toBe(true)
    expect(await verifier.verify(session(P2TR, 'Hello World', SIMPLE.taproot))).toBe(true)
  })

  it('refuses a BIP-322 signature over another message, for another address, or truncated', async () => {
    expect(await verifier.verify(session(P2WPKH, 'Hello World', SIMPLE.empty))).toBe(false)
    expect(await verifier.verify(session(P2WPKH, 'Hello World!', SIMPLE.hello))).toBe(false)
    expect(await verifier.verify(session(P2TR, 'Hello world', SIMPLE.taproot))).toBe(false)
    expect(await verifier.verify(session('bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v', 'Hello World', SIMPLE.hello))).toBe(false)
    expect(await verifier.verify(session(P2WPKH, 'Hello World', SIMPLE.hello.slice(0, 40)))).toBe(false)
  })

  it("verifies Bitcoin Core's legacy signmessage vector for the key's P2PKH and (as most verifiers) its P2WPKH address", async () => {
    const publicKey = secp256k1.getPublicKey(wifKey, true)
    expect(p2wpkhOf(publicKey)).toBe(P2WPKH)
    expect(await verifier.verify(session(p2pkhOf(publicKey), 'Hello World', LEGACY_HELLO))).toBe(true)
    expect(await verifier.verify(session(P2WPKH, 'Hello World', LEGACY_HELLO))).toBe(true)
    expect(await verifier.verify(session(P2WPKH, 'Hello World.', LEGACY_HELLO))).toBe(false)
    expect(await verifier.verify(session(P2TR, 'Hello World', LEGACY_HELLO))).toBe(false)
  })

  it('refuses a mainnet address on a test network and a test-network address on mainnet; an unknown network is not judged', async () => {
    const on = (chainId: `bip122:${string}`, address: string, message: string, signature: string) => ({ ...session(address, message, signature), data: { ...session(address, message, signature).data, chainId } })
    expect(await verifier.verify(on('bip122:000000000933ea01ad0ee984209779ba', P2WPKH, 'Hello World', SIMPLE.hello))).toBe(false)
    expect(await verifier.verify(on('bip122:0f9188f13cb7b2c71f2a335e3a4fc328', P2WPKH, 'Hello World', LEGACY_HELLO))).toBe(false)
    expect(await verifier.verify(on('bip122:12a765e31ffd4059bada1e25190f6e98', P2WPKH, 'Hello World', SIMPLE.hello))).toBe(true)
    const privateKey = secp256k1.utils.randomPrivateKey()
    const testnetAddress = bech32.encode('tb', [0, ...bech32.toWords(hash160(secp256k1.getPublicKey(privateKey, true)))])
    const signed = signLegacyMessage('on testnet', privateKey)
    expect(await verifier.verify(on('bip122:000000000933ea01ad0ee984209779ba', testnetAddress, 'on testnet', signed))).toBe(true)
    expect(await verifier.verify(on(MAINNET, testnetAddress, 'on testnet', signed))).toBe(false)
  })

  it('refuses garbage: not base64, an unknown address form, an empty signature', async () => {
    expect(await verifier.verify(session(P2WPKH, 'x', '%%%'))).toBe(false)
    expect(await verifier.verify(session('not-an-address', 'Hello World', LEGACY_HELLO))).toBe(false)
    expect(await verifier.verify(session(P2WPKH, 'x', ''))).toBe(false)
    expect(verifier.shouldVerify(session(P2WPKH, 'x', ''))).toBe(true)
    expect(verifier.shouldVerify({ ...session(P2WPKH, 'x', ''), data: { ...session(P2WPKH, 'x', '').data, chainId: 'eip155:1' } })).toBe(false)
  })

  it('BYD-18 DefaultSIWX signs in a bip122 account: CAIP-122 text, a legacy signature from the wallet, stored; a tampered text is refused', async () => {
    const privateKey = secp256k1.utils.randomPrivateKey()
    const address = p2wpkhOf(secp256k1.getPublicKey(privateKey, true))
    let n = 0
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/', getNonce: async () => `btcnonce${n++}` }),
      storage: new LocalStorage({ key: 'siwx-bip122-test' }),
    })
    const message = await siwx.createMessage({ accountAddress: address, chainId: MAINNET })
    const { toString: _, ...data } = message
    const text = message.toString()
    expect(text.split('\n').slice(0, 2)).toEqual(['app.example wants you to sign in with your Bitcoin account:', address])
    await siwx.addSession({ data, message: text, signature: signLegacyMessage(text, privateKey) })
    expect(await siwx.getSessions(MAINNET, address)).toHaveLength(1)

    const again = await siwx.createMessage({ accountAddress: address, chainId: MAINNET })
    const { toString: __, ...data2 } = again
    const tampered = again.toString().replace('app.example wants', 'app.example  wants')
    await expect(siwx.addSession({ data: data2, message: again.toString(), signature: signLegacyMessage(tampered, privateKey) })).rejects.toThrow('The signature is not valid')
  })
})
