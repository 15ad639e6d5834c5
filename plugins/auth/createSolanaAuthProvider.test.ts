// The host's Solana provider of the embedded wallet. The secure frame cannot run here (it is a
// page of another origin), so `approve` stands in for it: it records the request and signs with
// a local ed25519 key the way the frame does (sandbox/secure/frame tests cover the frame itself).
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../kernel/plugin'
import { createSolanaAuthProvider, type SolanaAuthProviderDeps } from './createSolanaAuthProvider'
import type { SolanaSigningParams } from './solanaFrameProtocol'

const seed = new Uint8Array(32).fill(5)
const ADDRESS = encodeBase58(ed25519.getPublicKey(seed))
const CHAIN = { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', rpcUrl: 'http://127.0.0.1:1/rpc' }

function frameLike(method: string, params: SolanaSigningParams): unknown {
  if (method === 'solana_signMessage') return { signature: encodeBase58(ed25519.sign(decodeBase58(params.message!), seed)) }
  const sign = (base64: string) => {
    const tx = VersionedTransaction.deserialize(decodeBase64(base64))
    tx.signatures[0] = ed25519.sign(tx.message.serialize(), seed)
    return tx
  }
  if (method === 'solana_signTransaction') return { transaction: encodeBase64(sign(params.transaction!).serialize()) }
  if (method === 'solana_signAllTransactions') return { transactions: params.transactions!.map((t) => encodeBase64(sign(t).serialize())) }
  return { signature: encodeBase58(sign(params.transaction!).signatures[0]!) }
}

function setup(overrides: Partial<SolanaAuthProviderDeps> = {}) {
  let address: string | undefined = ADDRESS
  const approve = vi.fn(async (method: string, params: SolanaSigningParams) => frameLike(method, params))
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: body.method === 'getBalance' ? { context: { slot: 1 }, value: 5 } : null }))
  })
  const provider = createSolanaAuthProvider({
    address: () => address,
    chain: () => CHAIN,
    approve,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  })
  return { provider, approve, fetch, signOut: () => (address = undefined) }
}

const transfer = () => {
  const from = new PublicKey(ADDRESS)
  return new Transaction({ feePayer: from, blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 1 }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 10n }),
  )
}

describe('the embedded wallet Solana provider', () => {
  it('looks like the Solana plugin\'s Wallet Standard providers: connect gives the account, silent connect without a session gives none', async () => {
    const { provider, signOut } = setup()
    expect(provider.account).toBeUndefined()
    expect((await provider.connect())?.address).toBe(ADDRESS)
    expect(provider.address).toBe(ADDRESS)
    expect(provider.wallet.accounts.map((a) => a.address)).toEqual([ADDRESS])
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: ADDRESS }])
    signOut()
    await expect(provider.connect({ silent: true })).resolves.toBeUndefined()
    await expect(provider.connect()).rejects.toMatchObject({ message: 'The embedded wallet is not signed in', code: 4100 })
  })

  it('AUTH-15 signMessage asks the frame (solana_signMessage, base58, the account and network) and returns the signature bytes', async () => {
    const { provider, approve } = setup()
    await provider.connect()
    const message = new TextEncoder().encode('Hello')
    const signature = await provider.signMessage(message)
    expect(ed25519.verify(signature, message, decodeBase58(ADDRESS))).toBe(true)
    expect(approve).toHaveBeenCalledWith('solana_signMessage', { pubkey: ADDRESS, message: encodeBase58(message) }, CHAIN)
  })

  it('signTransaction gives back the caller\'s kind signed (web3.js Transaction, VersionedTransaction, bytes)', async () => {
    const { provider, approve } = setup()
    await provider.connect()
    const legacy = await provider.signTransaction(transfer())
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)
    const versioned = await provider.signTransaction(VersionedTransaction.deserialize(transfer().serialize({ requireAllSignatures: false })))
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    expect(versioned.signatures[0]?.some((b) => b !== 0)).toBe(true)
    const bytes = await provider.signTransaction(transfer().serialize({ requireAllSignatures: false }))
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(approve.mock.calls.map(([method]) => method)).toEqual(['solana_signTransaction', 'solana_signTransaction', 'solana_signTransaction'])
    const all = await provider.signAllTransactions([transfer(), transfer()])
    expect(all.every((tx) => tx.verifySignatures())).toBe(true)
  })

  it('signAndSendTransaction resolves with the base58 signature the frame sent', async () => {
    const { provider, approve } = setup()
    await provider.connect()
    const signature = await provider.signAndSendTransaction(transfer(), { preflightCommitment: 'confirmed' })
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(approve.mock.calls[0]?.[0]).toBe('solana_signAndSendTransaction')
    expect(approve.mock.calls[0]?.[1].sendOptions).toEqual({ preflightCommitment: 'confirmed' })
  })

  it('AUTH-14 reads go to the network RPC without approval; AUTH-18 anything else is "Requested RPC call is not allowed"', async () => {
    const { provider, approve, fetch } = setup()
    await expect(provider.request({ method: 'getBalance', params: [ADDRESS] })).resolves.toEqual({ context: { slot: 1 }, value: 5 })
    expect(fetch.mock.calls[0]?.[0]).toBe(CHAIN.rpcUrl)
    await expect(provider.request({ method: 'eth_call' })).rejects.toMatchObject({ message: 'Requested RPC call is not allowed', code: 4200 })
    await expect(provider.request({ method: 'solana_signIn' })).rejects.toMatchObject({ message: 'Requested RPC call is not allowed', code: 4200 })
    expect(approve).not.toHaveBeenCalled()
  })

  it('signing while signed out fails before reaching the frame', async () => {
    const { provider, approve, signOut } = setup()
    signOut()
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 4100 })
    expect(approve).not.toHaveBeenCalled()
  })

  it('tells watchers when the session ends while connected, and nothing once disconnected', async () => {
    const { provider, signOut } = setup()
    await provider.connect()
    const seen: string[][] = []
    provider.watchAccounts((addresses) => seen.push(addresses))
    signOut()
    provider.sessionChanged()
    expect(seen).toEqual([[]])
    await provider.disconnect()
    provider.sessionChanged()
    expect(seen).toEqual([[]])
  })
})
