import { verify as verifyEd25519, createPublicKey } from 'node:crypto'
import { base58 } from '@scure/base'
import { toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRelay } from '../../relay'
import type { Relay } from '../../relay'
import { blockOutboundConnections, type OutboundGuard } from './blockOutboundConnections'
import { createTestDapp, type TestDapp } from './createTestDapp'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet'
import { SOLANA_MAINNET, type WalletConnectTestWallet } from './types'

const EVM_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const EVM_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']
// Local stand-ins: a request that fell through to HTTP would hit these, never rpc.walletconnect.org.
const RPC_MAP = { '1': 'http://127.0.0.1:9/1', '137': 'http://127.0.0.1:9/137' }

const evmNamespace = { chains: ['eip155:1', 'eip155:137'], methods: EVM_METHODS, events: EVENTS, rpcMap: RPC_MAP }
const solanaNamespace = { chains: [SOLANA_MAINNET], methods: ['solana_signMessage', 'solana_signTransaction'], events: [] }

describe('createWalletConnectTestWallet', () => {
  let guard: OutboundGuard
  let relay: Relay
  const open: Array<TestDapp | WalletConnectTestWallet> = []

  const setup = async (walletOpts: Partial<Parameters<typeof createWalletConnectTestWallet>[0]> = {}) => {
    const dapp = await createTestDapp({ relayUrl: relay.url })
    const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, evmPrivateKey: EVM_KEY, ...walletOpts })
    open.push(dapp, wallet)
    return { dapp, wallet }
  }

  const connect = async ({ dapp, wallet }: { dapp: TestDapp; wallet: WalletConnectTestWallet }, withSolana = false) => {
    const uri = dapp.nextUri()
    const session = dapp.provider.connect({
      optionalNamespaces: withSolana ? { eip155: evmNamespace, solana: solanaNamespace } : { eip155: evmNamespace },
    })
    await wallet.pair(await uri)
    return session
  }

  beforeAll(async () => {
    guard = blockOutboundConnections()
    relay = await startRelay()
  })
  afterEach(async () => {
    for (const client of open.splice(0)) await client.close()
  })
  afterAll(async () => {
    await relay?.close()
    guard?.restore()
  })

  it('SBX-37 pairs from a URI, approves, answers personal_sign, emits chainChanged and sees the dapp delete the session', async () => {
    const t0 = performance.now()
    const marks: Record<string, number> = {}
    const mark = (name: string) => (marks[name] = Math.round(performance.now() - t0))
    const { dapp, wallet } = await setup()
    mark('init')

    const uri = dapp.nextUri()
    const connecting = dapp.provider.connect({ optionalNamespaces: { eip155: evmNamespace } })
    const wcUri = await uri
    mark('display_uri')
    expect(wcUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(wcUri)
    const session = await connecting
    mark('session')
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:1:${wallet.address}`, `eip155:137:${wallet.address}`])

    const signature = await dapp.provider.request<Hex>({ method: 'personal_sign', params: [toHex('hello airlock'), wallet.address] }, 'eip155:1')
    mark('personal_sign')
    expect(await verifyMessage({ address: wallet.address, message: 'hello airlock', signature })).toBe(true)

    const chainChanged = new Promise((resolve) => dapp.provider.once('chainChanged', resolve))
    const sessionEvent = new Promise<{ params: { event: { name: string } } }>((resolve) => dapp.provider.once('session_event', resolve))
    await wallet.emitChainChanged(137)
    // The provider reports the chain reference as a string.
    expect(await chainChanged).toBe('137')
    expect((await sessionEvent).params.event.name).toBe('chainChanged')
    mark('chainChanged')

    const deleted = wallet.waitFor('session_delete')
    await dapp.provider.disconnect()
    expect((await deleted).topic).toBe(session?.topic)
    mark('session_delete')
    expect(wallet.sessionTopics()).toEqual([])
    console.info(`round trip (ms since start): ${JSON.stringify(marks)}`)
    expect(relay.methods()).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_publish']))
  })

  it('SBX-37 rejects a proposal when told to, and connect rejects', async () => {
    const clients = await setup({ behaviour: { reject: true } })
    const rejected = clients.wallet.waitFor('session_rejected')
    await expect(connect(clients)).rejects.toThrow(/User rejected/)
    await rejected
  })

  it('one-click auth: answers wc_sessionAuthenticate with an eip191 CACAO per requested chain it has, over the CAIP-122 text; the session carries the requested methods', async () => {
    const { dapp, wallet } = await setup()
    const uri = dapp.nextUri()
    const authenticating = dapp.provider.authenticate({
      chains: ['eip155:1', 'eip155:8453', 'eip155:137'],
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/',
      nonce: 'oneclick123',
      methods: ['personal_sign'],
      statement: 'Sign in',
    })
    await wallet.pair(await uri)
    const { auths, session } = await authenticating
    // eip155:8453 is not one of the wallet's chains: no CACAO for it.
    expect(auths?.map((a) => a.p.iss)).toEqual([`did:pkh:eip155:1:${wallet.address}`, `did:pkh:eip155:137:${wallet.address}`])
    for (const auth of auths ?? []) {
      const text = dapp.provider.client.formatAuthMessage({ request: auth.p, iss: auth.p.iss })
      expect(text).toContain('Sign in')
      expect(await verifyMessage({ address: wallet.address, message: text, signature: auth.s.s as Hex })).toBe(true)
    }
    expect(session?.namespaces.eip155?.methods).toContain('personal_sign')
    expect(wallet.sessionTopics()).toEqual([session?.topic])
  })

  it('one-click auth: a wallet told to reject declines the request; a wallet without one-click auth approves the fallback proposal', async () => {
    const rejecting = await setup({ behaviour: { reject: true } })
    const uri = rejecting.dapp.nextUri()
    const request = { chains: ['eip155:1'], domain: '127.0.0.1', uri: 'http://127.0.0.1/', nonce: 'oneclick456', methods: ['personal_sign'] }
    const rejected = rejecting.wallet.waitFor('session_rejected')
    const declined = rejecting.dapp.provider.authenticate(request)
    const settled = declined.then(() => 'approved', (error: unknown) => JSON.stringify(error))
    await rejecting.wallet.pair(await uri)
    expect(await settled).toMatch(/User rejected/)
    await rejected

    const plain = await setup({ oneClickAuth: false })
    const uri2 = plain.dapp.nextUri()
    const fallback = plain.dapp.provider.authenticate(request)
    const approved = plain.wallet.waitFor('session_approved')
    await plain.wallet.pair(await uri2)
    expect((await fallback).auths).toBeUndefined()
    expect((await approved).namespaces.eip155?.accounts).toContain(`eip155:1:${plain.wallet.address}`)
  })

  it('SBX-37 emits accountsChanged', async () => {
    const clients = await setup()
    await connect(clients)
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const accounts = new Promise((resolve) => clients.dapp.provider.once('accountsChanged', resolve))
    await clients.wallet.emitAccountsChanged([other])
    expect(await accounts).toEqual([other])
  })

  it('SBX-37 answers wallet_switchEthereumChain for a chain outside the session with 4902, after the scripted delay', async () => {
    const clients = await setup()
    await connect(clients)
    clients.wallet.setBehaviour({ delayMs: 300 })
    // The provider switches between approved chains by itself; only other chains reach the wallet.
    const t0 = performance.now()
    await expect(
      clients.dapp.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }, 'eip155:1'),
    ).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID "0xa".' })
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290)
    expect(clients.wallet.requests.map((r) => [r.method, r.error?.code])).toEqual([['wallet_switchEthereumChain', 4902]])
  })

  it('SBX-37 deletes the session from the wallet side', async () => {
    const clients = await setup()
    const session = await connect(clients)
    const deleted = new Promise<{ topic: string }>((resolve) => clients.dapp.provider.once('session_delete', resolve))
    await clients.wallet.disconnect()
    expect((await deleted).topic).toBe(session?.topic)
  })

  it('SBX-37 answers solana_signMessage with an ed25519 signature over the message', async () => {
    const clients = await setup()
    const session = await connect(clients, true)
    expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_MAINNET}:${clients.wallet.solanaAddress}`])
    const message = new TextEncoder().encode('sign in to airlock')
    const { signature } = await clients.dapp.provider.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: clients.wallet.solanaAddress } },
      SOLANA_MAINNET,
    )
    // Checked with Node's own ed25519, independent of the signing library.
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(base58.decode(clients.wallet.solanaAddress))])
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
    expect(verifyEd25519(null, message, key, base58.decode(signature))).toBe(true)
  })

  it('SBX-33 personal_sign still succeeds after the relay drops every socket', async () => {
    const clients = await setup()
    await connect(clients)
    const batchSubscribes = () => relay.calls.filter((c) => c.method === 'irn_batchSubscribe').length
    const before = batchSubscribes()
    const t0 = performance.now()
    relay.dropAllSockets()
    // Both clients come back on their own with one batch subscribe each (about 100 ms). A
    // request sent inside that window is written to the dying socket and only retried after
    // the client's 15 s publish timeout, so wait for the reconnect as a user would.
    await vi.waitFor(() => expect(batchSubscribes() - before).toBe(2), { timeout: 5000, interval: 20 })
    const reconnectMs = Math.round(performance.now() - t0)
    const signature = await clients.dapp.provider.request<Hex>(
      { method: 'personal_sign', params: [toHex('after the outage'), clients.wallet.address] },
      'eip155:1',
    )
    console.info(`reconnect ${reconnectMs} ms, then personal_sign ${Math.round(performance.now() - t0 - reconnectMs)} ms`)
    expect(await verifyMessage({ address: clients.wallet.address, message: 'after the outage', signature })).toBe(true)
  })

  it('SBX-33 the round trips above reached nothing but loopback', () => {
    expect(guard.blocked).toEqual([])
  })
})
