// The signer here is a web3.js Keypair standing in for the wallet's byte-level signing (a
// Wallet Standard extension cannot run in Node); sandbox/integration/solanaAdapterClass.test.ts
// sends through the real test wallet on the devnet.
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { web3TransactionMethods } from './web3TransactionMethods'

const payer = Keypair.generate()
const blockhash = Keypair.generate().publicKey.toBase58()
const transfer = () => SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey('11111111111111111111111111111112'), lamports: 1000 })

function keypairSigner() {
  const seen: Uint8Array[] = []
  return {
    seen,
    async signTransactionBytes(bytes: Uint8Array) {
      seen.push(bytes)
      try {
        const versioned = VersionedTransaction.deserialize(bytes)
        versioned.sign([payer])
        return versioned.serialize()
      } catch {
        const legacy = Transaction.from(bytes)
        legacy.partialSign(payer)
        return legacy.serialize()
      }
    },
    async signAndSendTransactionBytes() {
      return 'sent-by-wallet'
    },
  }
}

describe('web3TransactionMethods', () => {
  it('signTransaction gives back a signed legacy Transaction for an unsigned one', async () => {
    const methods = web3TransactionMethods(keypairSigner())
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(transfer())
    const signed = await methods.signTransaction(tx)
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature).not.toBeNull()
  })

  it('signTransaction keeps a VersionedTransaction versioned; signAllTransactions signs each in order', async () => {
    const signer = keypairSigner()
    const methods = web3TransactionMethods(signer)
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [transfer()] }).compileToV0Message()
    const [a, b] = await methods.signAllTransactions([new VersionedTransaction(message), new VersionedTransaction(message)])
    expect(a).toBeInstanceOf(VersionedTransaction)
    expect(b).toBeInstanceOf(VersionedTransaction)
    expect(a!.signatures[0]!.some((byte) => byte !== 0)).toBe(true)
    expect(signer.seen).toHaveLength(2)
  })

  it("sendTransaction signs with the wallet and submits through the host's connection", async () => {
    const methods = web3TransactionMethods(keypairSigner())
    const submitted: Uint8Array[] = []
    // Only the one Connection method sendTransaction calls; no RPC runs in this test.
    const connection = { sendRawTransaction: async (raw: Uint8Array) => (submitted.push(raw), 'sig') }
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(transfer())
    expect(await methods.sendTransaction(tx, connection as never)).toBe('sig')
    expect(Transaction.from(submitted[0]!).verifySignatures()).toBe(true)
    expect(await methods.signAndSendTransaction(tx)).toBe('sent-by-wallet')
  })
})
