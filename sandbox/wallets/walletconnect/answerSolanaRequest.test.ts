import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { answerSolanaRequest } from './answerSolanaRequest'

const keypair = Keypair.fromSeed(new Uint8Array(32).fill(7))

describe('answerSolanaRequest', () => {
  it('SBX-37 signs solana_signTransaction and returns the signature and the signed transaction', async () => {
    const tx = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: base58.encode(new Uint8Array(32).fill(1)) }).add(
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(2)), lamports: 5 }),
    )
    const serialized = base64.encode(tx.serialize({ requireAllSignatures: false }))
    const result = (await answerSolanaRequest('solana_signTransaction', { transaction: serialized }, keypair)) as {
      signature: string
      transaction: string
    }
    const signed = Transaction.from(base64.decode(result.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(base58.encode(signed.signature!)).toBe(result.signature)
  })

  it('SBX-37 refuses a transaction it is not a signer of', async () => {
    const other = Keypair.fromSeed(new Uint8Array(32).fill(9))
    const tx = new Transaction({ feePayer: other.publicKey, recentBlockhash: base58.encode(new Uint8Array(32).fill(1)) }).add(
      SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: other.publicKey, lamports: 5 }),
    )
    const serialized = base64.encode(tx.serialize({ requireAllSignatures: false }))
    await expect(answerSolanaRequest('solana_signTransaction', { transaction: serialized }, keypair)).rejects.toMatchObject({ code: -32602 })
  })

  it('SBX-37 answers solana_getAccounts with the public key', async () => {
    expect(await answerSolanaRequest('solana_getAccounts', {}, keypair)).toEqual([{ pubkey: keypair.publicKey.toBase58() }])
  })
})
