import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase64 } from '../../../kernel/format/base64'
import { signerFromSeed } from './solanaKeyVault'
import { describeInstructions, feePayerOf, isTransactionMessage, readTransaction, signTransaction } from './solanaTransactions'

const seed = new Uint8Array(32).fill(7)
const signer = signerFromSeed(seed)
const me = new PublicKey(signer.address)
const to = Keypair.generate().publicKey
const blockhash = Keypair.generate().publicKey.toBase58()

const legacyTransfer = () =>
  new Transaction({ feePayer: me, blockhash, lastValidBlockHeight: 10 }).add(SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports: 1_500_000_000n }))

const v0Transfer = () =>
  new VersionedTransaction(
    new TransactionMessage({ payerKey: me, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports: 42n })] }).compileToV0Message(),
  )

describe('Solana transactions in the secure frame', () => {
  it('reads a legacy and a v0 transfer: fee payer, and the transfer decoded', () => {
    const legacy = readTransaction(encodeBase64(legacyTransfer().serialize({ requireAllSignatures: false })))
    expect(feePayerOf(legacy)).toBe(signer.address)
    expect(describeInstructions(legacy)).toEqual([{ program: SystemProgram.programId.toBase58(), transfer: { from: signer.address, to: to.toBase58(), lamports: 1_500_000_000n } }])
    const v0 = readTransaction(encodeBase64(v0Transfer().serialize()))
    expect(describeInstructions(v0)[0]?.transfer?.lamports).toBe(42n)
  })

  it('names other programs by id', () => {
    const program = Keypair.generate().publicKey
    const tx = legacyTransfer()
    tx.instructions = [{ programId: program, keys: [{ pubkey: me, isSigner: true, isWritable: true }], data: Buffer.from([1, 2, 3]) } as never]
    expect(describeInstructions(readTransaction(encodeBase64(tx.serialize({ requireAllSignatures: false }))))).toEqual([{ program: program.toBase58() }])
  })

  it('refuses what is not a transaction, with a clear error', () => {
    expect(() => readTransaction(undefined)).toThrowError('A serialized transaction (base64) is required')
    expect(() => readTransaction('AAAA')).toThrowError('The transaction could not be read')
  })

  it('signs where the transaction asks for the user: the signature verifies and web3.js accepts the result', () => {
    const { signature, serialized } = signTransaction(v0Transfer(), signer)
    const signed = VersionedTransaction.deserialize(serialized)
    expect(signed.signatures[0]).toEqual(signature)
    expect(ed25519.verify(signature, signed.message.serialize(), me.toBytes())).toBe(true)
    const legacy = Transaction.from(signTransaction(readTransaction(encodeBase64(legacyTransfer().serialize({ requireAllSignatures: false }))), signer).serialized)
    expect(legacy.verifySignatures()).toBe(true)
  })

  it('refuses a transaction that needs no signature from the user', () => {
    const other = signerFromSeed(new Uint8Array(32).fill(9))
    expect(() => signTransaction(v0Transfer(), other)).toThrowError(`The transaction does not need a signature from ${other.address}`)
  })

  it('tells a transaction message from text, so a message signature can never authorise a transaction', () => {
    expect(isTransactionMessage(v0Transfer().message.serialize())).toBe(true)
    expect(isTransactionMessage(legacyTransfer().serializeMessage())).toBe(true)
    expect(isTransactionMessage(new TextEncoder().encode('Hello from the Airlock demo'))).toBe(false)
    expect(isTransactionMessage(new Uint8Array([1, 0, 1]))).toBe(false)
  })
})
