import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet'
import type { WalletAccount } from './walletStandardTypes'

const seed = new Uint8Array(32).fill(7)
const keypair = Keypair.fromSeed(seed)
const blockhash = base58.encode(new Uint8Array(32).fill(9))
// Until sandbox/solana's devnet can be started from tests, a stub node that records what it
// is sent and answers sendTransaction with the transaction's first signature, as a node does.
const received: { method: string; params: unknown[] }[] = []
let server: Server
let rpcUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body)
      received.push({ method, params })
      const tx = VersionedTransaction.deserialize(base64.decode(params[0]))
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: base58.encode(tx.signatures[0]!) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const transfer = () =>
  SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(3)), lamports: 1000 })

function legacyTransaction(): Uint8Array {
  const tx = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(transfer())
  return tx.serialize({ requireAllSignatures: false })
}

function v0Transaction(): Uint8Array {
  const message = new TransactionMessage({ payerKey: keypair.publicKey, recentBlockhash: blockhash, instructions: [transfer()] })
  return new VersionedTransaction(message.compileToV0Message()).serialize()
}

async function connectedWallet() {
  const wallet = createSolanaTestWallet({ secretKey: keypair.secretKey, rpcUrl, name: 'Test Sol' })
  const { accounts } = await (wallet.features['standard:connect'] as { connect(): Promise<{ accounts: WalletAccount[] }> }).connect()
  return { wallet, account: accounts[0]! }
}

describe('createSolanaTestWallet', () => {
  it('SBX-36 is a Wallet Standard 1.0.0 wallet with the Solana features', () => {
    const wallet = createSolanaTestWallet({ secretKey: seed, rpcUrl, name: 'Test Sol' })
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Test Sol')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
    expect(wallet.publicKey).toBe(keypair.publicKey.toBase58())
  })

  it('SBX-35 connect exposes the account and emits change; silent connect never prompts; disconnect clears', async () => {
    const wallet = createSolanaTestWallet({ secretKey: seed, rpcUrl, behaviour: { rejectConnect: true } })
    const features = wallet.features as Record<string, any>
    const changes: unknown[] = []
    features['standard:events'].on('change', ({ accounts }: { accounts: WalletAccount[] }) => changes.push(accounts.map((a) => a.address)))
    expect(await features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    wallet.script({ rejectConnect: false })
    const { accounts } = await features['standard:connect'].connect()
    expect(accounts[0].address).toBe(keypair.publicKey.toBase58())
    expect([...accounts[0].publicKey]).toEqual([...keypair.publicKey.toBytes()])
    await features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toEqual([[keypair.publicKey.toBase58()], []])
  })

  it('SBX-35 solana:signMessage signs with the key (ed25519 verify); rejectSign gives 4001', async () => {
    const { wallet, account } = await connectedWallet()
    const message = new TextEncoder().encode('Sign in to Airlock')
    const feature = wallet.features['solana:signMessage'] as { signMessage: (...i: unknown[]) => Promise<any[]> }
    const [output] = await feature.signMessage({ account, message })
    expect(output.signatureType).toBe('ed25519')
    expect(ed25519.verify(output.signature, message, account.publicKey)).toBe(true)
    wallet.script({ rejectSign: true })
    await expect(feature.signMessage({ account, message })).rejects.toMatchObject({ code: 4001 })
  })

  it.each([
    ['legacy', legacyTransaction],
    ['v0', v0Transaction],
  ])('SBX-35 solana:signTransaction signs a %s transaction', async (_, build) => {
    const { wallet, account } = await connectedWallet()
    const feature = wallet.features['solana:signTransaction'] as { signTransaction: (...i: unknown[]) => Promise<any[]> }
    const [{ signedTransaction }] = await feature.signTransaction({ account, transaction: build(), chain: 'solana:devnet' })
    const tx = VersionedTransaction.deserialize(signedTransaction)
    expect(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), account.publicKey)).toBe(true)
  })

  it('SBX-35 solana:signAndSendTransaction sends the signed bytes to the node and returns its signature', async () => {
    const { wallet, account } = await connectedWallet()
    const feature = wallet.features['solana:signAndSendTransaction'] as { signAndSendTransaction: (...i: unknown[]) => Promise<any[]> }
    const [{ signature }] = await feature.signAndSendTransaction({
      account,
      transaction: v0Transaction(),
      chain: 'solana:devnet',
      options: { skipPreflight: true },
    })
    const sent = received.at(-1)!
    expect(sent.method).toBe('sendTransaction')
    expect(sent.params[1]).toEqual({ encoding: 'base64', skipPreflight: true })
    const tx = VersionedTransaction.deserialize(base64.decode(sent.params[0] as string))
    expect([...signature]).toEqual([...tx.signatures[0]!])
  })

  it('SBX-35 refuses to sign for another account or a transaction it is not a signer of', async () => {
    const { wallet, account } = await connectedWallet()
    const other = Keypair.generate()
    const feature = wallet.features['solana:signTransaction'] as { signTransaction: (...i: unknown[]) => Promise<any[]> }
    await expect(feature.signTransaction({ account: { ...account, address: other.publicKey.toBase58() }, transaction: v0Transaction() })).rejects.toMatchObject({ code: 4100 })
    const foreign = new Transaction({ feePayer: other.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: keypair.publicKey, lamports: 1 }))
      .serialize({ requireAllSignatures: false })
    await expect(feature.signTransaction({ account, transaction: foreign })).rejects.toMatchObject({ code: -32602 })
  })
})
