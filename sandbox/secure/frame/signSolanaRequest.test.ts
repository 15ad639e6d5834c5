// The frame's Solana signing and its approval text, against the real sandbox Solana devnet.
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../../kernel/format/base58'
import { decodeBase64, encodeBase64 } from '../../../kernel/format/base64'
import { startSolanaDevnet, type SolanaDevnet } from '../../solana'
import { describeSolanaRequest } from './describeSolanaRequest'
import { signSolanaRequest } from './signSolanaRequest'
import { signerFromSeed } from './solanaKeyVault'

const signer = signerFromSeed(new Uint8Array(32).fill(3))
let devnet: SolanaDevnet
let chain: { caipNetworkId: string; name: string; rpcUrl: string }

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  chain = { caipNetworkId: devnet.chainId, name: 'Solana Devnet', rpcUrl: devnet.rpcUrl }
  devnet.airdrop(signer.address, '2')
})
afterAll(() => devnet?.close())

const text = (value: string) => encodeBase58(new TextEncoder().encode(value))

async function transfer(lamports: bigint, to = Keypair.generate().publicKey) {
  const connection = new Connection(devnet.rpcUrl, 'confirmed')
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const from = new PublicKey(signer.address)
  const tx = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }))
  return { to, connection, base64: encodeBase64(tx.serialize({ requireAllSignatures: false })) }
}

describe('Solana requests in the secure frame', () => {
  it('signs a message with the user key (ed25519, base58 signature)', async () => {
    const { signature } = (await signSolanaRequest(signer, 'solana_signMessage', { message: text('Hello'), pubkey: signer.address }, chain)) as { signature: string }
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('Hello'), signer.publicKey)).toBe(true)
  })

  it('refuses another account, a message that is a transaction, and a malformed message', async () => {
    await expect(signSolanaRequest(signer, 'solana_signMessage', { message: text('x'), pubkey: 'So11111111111111111111111111111111111111112' }, chain)).rejects.toThrowError(
      'Unknown account So11111111111111111111111111111111111111112',
    )
    const { base64 } = await transfer(1n)
    const message = Transaction.from(decodeBase64(base64)).serializeMessage()
    await expect(signSolanaRequest(signer, 'solana_signMessage', { message: encodeBase58(message) }, chain)).rejects.toThrowError(
      'This message is a transaction; it can only be signed as a transaction',
    )
    await expect(signSolanaRequest(signer, 'solana_signMessage', { message: '0OIl' }, chain)).rejects.toThrowError('The message is not valid base58')
  })

  it('signs a transaction without sending it; signs and sends one that the devnet confirms', async () => {
    const { base64, connection, to } = await transfer(1_000_000n)
    const signed = (await signSolanaRequest(signer, 'solana_signTransaction', { transaction: base64 }, chain)) as { signature: string; transaction: string }
    expect(Transaction.from(decodeBase64(signed.transaction)).verifySignatures()).toBe(true)
    expect(await connection.getBalance(to)).toBe(0)

    const { signature } = (await signSolanaRequest(signer, 'solana_signAndSendTransaction', { transaction: base64 }, chain)) as { signature: string }
    expect(signature).toBe(signed.signature)
    await expect.poll(() => connection.getBalance(to)).toBe(1_000_000)
  })

  it('passes the network refusal on as the request error', async () => {
    const { base64 } = await transfer(10_000_000_000n)
    await expect(signSolanaRequest(signer, 'solana_signAndSendTransaction', { transaction: base64 }, chain)).rejects.toThrowError(/insufficient|lamports|0x1/i)
  })
})

describe('the approval the frame shows for a Solana request', () => {
  const base = { chain: { caipNetworkId: 'solana:x', name: 'Solana Devnet', rpcUrl: 'http://127.0.0.1:1' }, address: signer.address }

  it('a message: "Request for a signature", the text, Sign', () => {
    expect(describeSolanaRequest({ ...base, method: 'solana_signMessage', params: { message: text('Hello from the Airlock demo') } })).toEqual({
      title: 'Request for a signature',
      rows: [['Network', 'Solana Devnet'], ['Account', signer.address]],
      body: 'Hello from the Airlock demo',
      confirmLabel: 'Sign',
    })
    expect(describeSolanaRequest({ ...base, method: 'solana_signMessage', params: { message: encodeBase58(new Uint8Array([0xff, 0])) } }).body).toBe('0xff00')
  })

  it('a transfer: "Request for a transaction", amount in SOL and receiver, Approve; several: "multiple transactions"', async () => {
    const { base64, to } = await transfer(1_500_000_000n)
    const view = describeSolanaRequest({ ...base, method: 'solana_signAndSendTransaction', params: { transaction: base64 } })
    expect(view).toEqual({
      title: 'Request for a transaction',
      rows: [['Network', 'Solana Devnet'], ['Fee payer', signer.address], ['Transfer', `1.5 SOL to ${to.toBase58()}`], ['Sent by', 'this wallet, once you approve']],
      confirmLabel: 'Approve',
    })
    expect(describeSolanaRequest({ ...base, method: 'solana_signAllTransactions', params: { transactions: [base64, base64] } }).title).toBe('Request for multiple transactions')
  })
})
