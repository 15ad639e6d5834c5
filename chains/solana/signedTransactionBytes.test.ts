import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58'
import { encodeBase64 } from './base64'
import { signedTransactionBytes } from './signedTransactionBytes'

const payer = Keypair.generate()
const unsignedTransfer = () =>
  new Transaction({ feePayer: payer.publicKey, recentBlockhash: encodeBase58(new Uint8Array(32).fill(7)) })
    .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(9)), lamports: 1000 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })

describe('signedTransactionBytes', () => {
  it("takes a wallet's signed transaction as it is", async () => {
    const signed = new Uint8Array([1, 2, 3])
    expect(await signedTransactionBytes({ transaction: encodeBase64(signed), signature: 'x' }, unsignedTransfer(), payer.publicKey.toBase58())).toEqual(signed)
  })

  it('puts a signature-only answer into the transaction, where it verifies', async () => {
    const unsigned = unsignedTransfer()
    const message = VersionedTransaction.deserialize(unsigned).message.serialize()
    const signature = ed25519.sign(message, payer.secretKey.slice(0, 32))
    const bytes = await signedTransactionBytes({ signature: encodeBase58(signature) }, unsigned, payer.publicKey.toBase58())
    const signed = VersionedTransaction.deserialize(bytes)
    expect(signed.signatures[0]).toEqual(signature)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), payer.publicKey.toBytes())).toBe(true)
  })

  it('refuses an answer with neither', async () => {
    await expect(signedTransactionBytes({}, unsignedTransfer(), payer.publicKey.toBase58())).rejects.toThrow('without a signature')
  })
})
