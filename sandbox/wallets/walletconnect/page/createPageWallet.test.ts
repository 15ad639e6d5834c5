import { base58, base64 } from '@scure/base'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../../evm/accounts'
import { startRelay, type Relay } from '../../../relay'
import { blockOutboundConnections, type OutboundGuard } from '../blockOutboundConnections'
import { createMemoryStorage } from '../createMemoryStorage'
import { createTestDapp, type TestDapp } from '../createTestDapp'
import { createPageWallet, SOLANA_DEVNET } from './createPageWallet'
import type { PageWallet, PageWalletState } from './types'

const SEED = new Uint8Array(32).fill(7)

/** Resolves once the wallet's state passes `check`. */
const until = (wallet: PageWallet, check: (state: PageWalletState) => boolean, timeoutMs = 10_000) =>
  new Promise<PageWalletState>((resolve, reject) => {
    if (check(wallet.getState())) return resolve(wallet.getState())
    const timer = setTimeout(() => reject(new Error('Timed out waiting for the page wallet')), timeoutMs)
    const off = wallet.subscribe((state) => {
      if (!check(state)) return
      clearTimeout(timer)
      off()
      resolve(state)
    })
  })

describe('createPageWallet (the /wc-wallet page wallet, in Node)', () => {
  let guard: OutboundGuard
  let relay: Relay
  let dapp: TestDapp
  let wallet: PageWallet

  beforeAll(async () => {
    guard = blockOutboundConnections()
    relay = await startRelay()
    dapp = await createTestDapp({ relayUrl: relay.url })
    wallet = await createPageWallet({
      relayUrl: relay.url,
      evmPrivateKey: DEVNET_ACCOUNTS[8]!.privateKey,
      solanaSecretKey: SEED,
      tonSeed: new Uint8Array(32).fill(8),
      tronPrivateKey: new Uint8Array(32).fill(9),
      evmRpcUrls: {},
      storage: createMemoryStorage(),
      storagePrefix: `airlock-wc-page-test-${crypto.randomUUID()}`,
    })
  })
  afterAll(async () => {
    await wallet?.close()
    await dapp?.close()
    await relay?.close()
    guard?.restore()
    expect(guard.blocked).toEqual([])
  })

  it('SBX-37 holds the proposal until approved; read-only requests need no decision; solana_signTransaction waits and signs', async () => {
    const uri = dapp.nextUri()
    const connecting = dapp.provider.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['eth_chainId', 'personal_sign'], events: ['chainChanged'] },
        solana: { chains: [SOLANA_DEVNET], methods: ['solana_signTransaction'], events: [] },
      },
    })
    await wallet.pair(await uri)
    const { proposals } = await until(wallet, (s) => s.proposals.length === 1)
    expect(proposals[0]!.namespaces['solana']!.accounts[0]).toBe(`${SOLANA_DEVNET}:${wallet.getState().solanaAddress}`)
    await wallet.approveProposal(proposals[0]!.id)
    await connecting
    expect(wallet.getState().sessions).toHaveLength(1)

    // eth_chainId is answered at once, as a real wallet would (the provider may also answer it itself).
    await dapp.provider.client.request({ topic: dapp.provider.session!.topic, chainId: 'eip155:1', request: { method: 'eth_chainId', params: [] } })
    expect(wallet.getState().requests.find((r) => r.method === 'eth_chainId')).toMatchObject({ status: 'approved', result: '0x1' })

    const payer = new PublicKey(wallet.getState().solanaAddress)
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: base58.encode(new Uint8Array(32).fill(1)),
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1000 })],
    }).compileToV0Message()
    const unsigned = new VersionedTransaction(message)
    const signing = dapp.provider.request<{ signature: string }>(
      { method: 'solana_signTransaction', params: { transaction: base64.encode(unsigned.serialize()) } },
      SOLANA_DEVNET,
    )
    const { requests } = await until(wallet, (s) => s.requests.some((r) => r.method === 'solana_signTransaction'))
    const pending = requests.find((r) => r.method === 'solana_signTransaction')!
    expect(pending.status).toBe('pending')
    await wallet.approveRequest(pending.id)
    const { signature } = await signing
    expect(ed25519.verify(base58.decode(signature), message.serialize(), payer.toBytes())).toBe(true)
  })

  it('SBX-37 auto-approve answers what is pending; eth_sendTransaction without a devnet URL fails with -32603', async () => {
    const sending = dapp.provider
      .request({ method: 'eth_sendTransaction', params: [{ from: wallet.getState().address, to: wallet.getState().address }] }, 'eip155:1')
      .then(() => undefined, (error: { code: number; message: string }) => error)
    await until(wallet, (s) => s.requests.some((r) => r.method === 'eth_sendTransaction' && r.status === 'pending'))
    await wallet.setAutoApprove(true)
    // The dapp's JSON-RPC layer puts the standard text on reserved codes; the page shows the wallet's own.
    expect(await sending).toMatchObject({ code: -32603, message: 'Internal error' })
    expect(wallet.getState().requests.at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      status: 'failed',
      error: { code: -32603, message: 'No RPC URL for eip155:1' },
    })

    const signature = await dapp.provider.request({ method: 'personal_sign', params: ['0x6869', wallet.getState().address] }, 'eip155:1')
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await wallet.setAutoApprove(false)
  })

  it('SBX-37 a rejected request answers 4001, and disconnect deletes the session', async () => {
    const signing = dapp.provider
      .request({ method: 'personal_sign', params: ['0x6869', wallet.getState().address] }, 'eip155:1')
      .then(() => undefined, (error: { code: number; message: string }) => error)
    const { requests } = await until(wallet, (s) => s.requests.some((r) => r.status === 'pending'))
    await wallet.rejectRequest(requests.find((r) => r.status === 'pending')!.id)
    expect(await signing).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.provider.once('session_delete', resolve))
    const topic = wallet.getState().sessions[0]!.topic
    await wallet.disconnect(topic)
    expect((await deleted).topic).toBe(topic)
    expect(wallet.getState().sessions).toEqual([])
  })

  it('one-click auth: a sign-in request waits on the proposal card; Approve signs a CACAO per chain and settles the session; Reject declines', async () => {
    const request = { chains: ['eip155:1', 'eip155:137'], domain: '127.0.0.1', uri: 'http://127.0.0.1/', nonce: 'pagenonce1', methods: ['personal_sign'], statement: 'Sign in to the demo' }
    const uri = dapp.nextUri()
    const signingIn = dapp.provider.authenticate(request)
    await wallet.pair(await uri)
    const { proposals } = await until(wallet, (s) => s.proposals.some((p) => p.authenticate))
    const card = proposals.find((p) => p.authenticate)!
    expect(card.authenticate?.statement).toBe('Sign in to the demo')
    expect(card.namespaces['eip155']?.accounts).toEqual([`eip155:1:${wallet.getState().address}`, `eip155:137:${wallet.getState().address}`])
    await wallet.approveProposal(card.id)
    const { auths, session } = await signingIn
    expect(auths?.map((a) => a.p.iss)).toEqual([`did:pkh:eip155:1:${wallet.getState().address}`, `did:pkh:eip155:137:${wallet.getState().address}`])
    expect(wallet.getState().sessions.map((x) => x.topic)).toContain(session?.topic)
    await wallet.disconnect(session!.topic)

    const uri2 = dapp.nextUri()
    const declined = dapp.provider.authenticate({ ...request, nonce: 'pagenonce2' }).then(() => 'approved', (error: unknown) => JSON.stringify(error))
    await wallet.pair(await uri2)
    const pending = await until(wallet, (s) => s.proposals.some((p) => p.authenticate))
    await wallet.rejectProposal(pending.proposals.find((p) => p.authenticate)!.id)
    expect(await declined).toMatch(/User rejected/)
  })
})
