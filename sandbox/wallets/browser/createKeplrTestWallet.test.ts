import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createKeplrTestWallet } from './createKeplrTestWallet'

describe('createKeplrTestWallet', () => {
  it('answers getKey only for an enabled chain, with its cosmos1 address', async () => {
    const wallet = createKeplrTestWallet()
    await expect(wallet.getKey('cosmoshub-4')).rejects.toThrow('The requested method and/or account has not been authorized by the user.')
    await expect(wallet.enable('osmosis-1')).rejects.toThrow('There is no chain info for osmosis-1')
    await wallet.enable(['cosmoshub-4'])
    const key = await wallet.getKey('cosmoshub-4')
    expect(key).toMatchObject({ algo: 'secp256k1', bech32Address: wallet.bech32Address })
    expect(key.pubKey).toHaveLength(33)
    expect(key.address).toHaveLength(20)
  })

  it('signArbitrary signs the ADR-36 sign doc, and the signature verifies against the key it reports', async () => {
    const wallet = createKeplrTestWallet()
    await wallet.enable('theta-testnet-001')
    const signed = await wallet.signArbitrary('theta-testnet-001', wallet.bech32Address, 'hello cosmos')
    // The doc written out by hand, not by the wallet's helper, so a change in either shows.
    const doc = `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":"sign/MsgSignData","value":{"data":"${btoa('hello cosmos')}","signer":"${wallet.bech32Address}"}}],"sequence":"0"}`
    const hash = sha256(new TextEncoder().encode(doc))
    expect(secp256k1.verify(base64.decode(signed.signature), hash, base64.decode(signed.pub_key.value))).toBe(true)
    expect(secp256k1.verify(base64.decode(signed.signature), sha256(new TextEncoder().encode('other')), base64.decode(signed.pub_key.value))).toBe(false)
  })

  it('plays the user refusing, and refuses a signer that is not its account', async () => {
    const wallet = createKeplrTestWallet({ behaviour: { rejectConnect: true } })
    await expect(wallet.enable('cosmoshub-4')).rejects.toMatchObject({ code: 4001, message: 'Request rejected' })
    wallet.script({ rejectConnect: false, rejectSign: true })
    await wallet.enable('cosmoshub-4')
    await expect(wallet.signArbitrary('cosmoshub-4', 'cosmos1other', 'x')).rejects.toThrow('Signer mismatched')
    await expect(wallet.signArbitrary('cosmoshub-4', wallet.bech32Address, 'x')).rejects.toMatchObject({ code: 4001 })
  })
})
