// Sign-in verification for each standard wallet contract, and the attacks a verifier must stop:
// real ed25519 signatures and real state inits (the contracts' own code), no chain needed.
import { beginCell, contractAddress, storeStateInit } from '@ton/core'
import { keyPairFromSeed, sha256, sign } from '@ton/crypto'
import { describe, expect, it } from 'vitest'
import { tonWalletStateInit, type TonWalletContract } from './testing/tonWalletStateInits'
import { formatTonAddress, parseTonAddress } from './tonAddress'
import { encodeTonSignInSignature, tonSignDataMessage } from './tonSignData'
import { TON_WALLET_KEY_OFFSETS } from './tonWalletKeyOffsets'
import { verifyTonSignIn } from './verifyTonSignIn'

const DOMAIN = 'demo.airlock.test'
const MESSAGE = `${DOMAIN} wants you to sign in with your ton account\n\nNonce: k3y0ffs3t`
const victim = keyPairFromSeed(Buffer.alloc(32, 7))
const attacker = keyPairFromSeed(Buffer.alloc(32, 9))

/** What a wallet answers for a sign-in: the signature by `signer` over the signData bytes for `address`. */
async function signIn({ address, signer, publicKey = signer.publicKey, stateInit }: { address: string; signer: typeof victim; publicKey?: Buffer; stateInit: string }) {
  const timestamp = 1_760_000_000
  const digest = await sha256(Buffer.from(tonSignDataMessage(parseTonAddress(address)!, DOMAIN, timestamp, MESSAGE)))
  const signature = sign(digest, signer.secretKey).toString('base64')
  return encodeTonSignInSignature({ signature, timestamp, domain: DOMAIN, publicKey: publicKey.toString('hex'), walletStateInit: stateInit })
}

const verify = (address: string, signature: string) => verifyTonSignIn({ address, message: MESSAGE, signature, domain: DOMAIN })

describe('verifyTonSignIn', () => {
  it('builds each contract from the code whose hash the verifier knows', () => {
    const hashes = (['v3r2', 'v4r2', 'v5r1'] as const).map((c) => tonWalletStateInit(c, victim.publicKey).init.code!.hash().toString('hex'))
    expect(hashes).toEqual([...TON_WALLET_KEY_OFFSETS.keys()])
  })

  it.each<TonWalletContract>(['v3r2', 'v4r2', 'v5r1'])('accepts a sign-in from a wallet %s, reading the key where that contract keeps it', async (contract) => {
    const wallet = tonWalletStateInit(contract, victim.publicKey)
    const address = formatTonAddress(wallet.address.toRawString())
    expect(await verify(address, await signIn({ address, signer: victim, stateInit: wallet.boc }))).toBe(true)
    // The same account in its testnet form is the same signer.
    expect(await verify(formatTonAddress(address, { testOnly: true }), await signIn({ address, signer: victim, stateInit: wallet.boc }))).toBe(true)
  })

  it('refuses the state init of an unknown contract, even one that hashes to the address and holds the key', async () => {
    // A contract of the attacker's own code, its data laid out as v4r2's: address, key and signature all match.
    const code = beginCell().storeUint(0xdeadbeef, 32).endCell()
    const data = beginCell().storeUint(0, 32).storeUint(698983191, 32).storeBuffer(attacker.publicKey).storeBit(0).endCell()
    const init = { code, data }
    const address = formatTonAddress(contractAddress(0, init).toRawString())
    const stateInit = beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64')
    expect(await verify(address, await signIn({ address, signer: attacker, stateInit }))).toBe(false)
  })

  it('refuses a key that is not the one the wallet stores', async () => {
    const wallet = tonWalletStateInit('v5r1', victim.publicKey)
    const address = formatTonAddress(wallet.address.toRawString())
    // The victim's real state init, the attacker's key and signature.
    expect(await verify(address, await signIn({ address, signer: attacker, stateInit: wallet.boc }))).toBe(false)
    // The victim's key claimed, the attacker's signature: the signature does not verify.
    expect(await verify(address, await signIn({ address, signer: attacker, publicKey: victim.publicKey, stateInit: wallet.boc }))).toBe(false)
  })

  it('refuses a state init whose hash is not the address', async () => {
    // The attacker's own v5r1 wallet (valid code, their key, their signature) claiming the victim's address.
    const victimAddress = formatTonAddress(tonWalletStateInit('v5r1', victim.publicKey).address.toRawString())
    const own = tonWalletStateInit('v5r1', attacker.publicKey)
    expect(await verify(victimAddress, await signIn({ address: victimAddress, signer: attacker, stateInit: own.boc }))).toBe(false)
    // Another contract of the victim's key (their v4r2) is another account too.
    const v4 = tonWalletStateInit('v4r2', victim.publicKey)
    expect(await verify(victimAddress, await signIn({ address: victimAddress, signer: victim, stateInit: v4.boc }))).toBe(false)
  })
})
