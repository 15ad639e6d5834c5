// The TON and TRON chain plugins over WalletConnect: a headless kit with both plugins and the
// walletconnect plugin, the local relay, the TON sandbox (the @ton/sandbox emulator behind its
// toncenter API), the TRON stand-in, and the WalletConnect test wallet signing for real with the
// sandboxes' funded keys. One proposal asks for ton and tron; the wallet approves both.
import { hex } from '@scure/base'
import { utils } from 'tronweb'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TonVerifier, decodeTonSignInSignature, tonAdapter } from '../../chains/ton'
import { tronAdapter } from '../../chains/tron'
import type { AppKit, CaipNetwork, RequestProvider } from '../../kernel'
import { ton, tronMainnet } from '../../kernel/networks'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { startTonNetwork, type TonNetwork } from '../ton'
import { startTronNode, type TronNode } from '../tron'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import { connectWithWallet, createKit, serviceOf } from './testing/walletconnectHarness'

const DOMAIN = 'dapp.airlock.test'
let guard: OutboundGuard
let relay: Relay
let net: TonNetwork
let node: TronNode
let tonNetwork: CaipNetwork
let tronNetwork: CaipNetwork
let wallet: WalletConnectTestWallet
let kit: AppKit
const tonPlugin = tonAdapter()
const tronPlugin = tronAdapter()

const tonBalance = async (address: string) => BigInt((await (await fetch(`${net.rpcUrl}/getAddressBalance?address=${address}`)).json()).result)
const tonHistory = async (address: string) => (await (await fetch(`${net.rpcUrl}/getTransactions?address=${address}&limit=1`)).json()).result
const providerOf = (namespace: 'ton' | 'tron') => kit.getProvider(namespace) as RequestProvider
// The wallet logs a request just after answering it.
const logged = (method: string) => vi.waitFor(() => wallet.requests.filter((r) => r.method === method).at(-1) ?? Promise.reject(new Error(`${method} not logged yet`)))

beforeAll(async () => {
  guard = blockOutboundConnections()
  ;[relay, net, node] = await Promise.all([startRelay(), startTonNetwork(), startTronNode()])
  tonNetwork = { ...ton, rpcUrls: { default: { http: [net.rpcUrl] } } }
  tronNetwork = { ...tronMainnet, rpcUrls: { default: { http: [node.url] } } }
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evmPrivateKey: DEVNET_ACCOUNTS[7]!.privateKey,
    tonSeed: hex.decode(net.accounts[0]!.seed),
    tronPrivateKey: hex.decode(node.accounts[0]!.privateKey),
    tonRpcUrls: { [tonNetwork.caipNetworkId]: net.rpcUrl },
    chains: [tonNetwork.caipNetworkId, tronNetwork.caipNetworkId],
  })
  kit = createKit(relay.url, {
    networks: [tonNetwork, tronNetwork],
    adapters: [tonPlugin, tronPlugin],
    metadata: { name: 'Airlock TON/TRON test', description: 'integration', url: `https://${DOMAIN}`, icons: [] },
  })
  await kit.ready()
  await connectWithWallet(kit, wallet, 'ton')
}, 120_000)

afterAll(async () => {
  await wallet?.disconnect().catch(() => undefined)
  if (kit) {
    await serviceOf(kit).close().catch(() => undefined)
    kit.destroy()
  }
  await wallet?.close()
  await Promise.all([relay?.close(), net?.close(), node?.close()])
  guard?.restore()
  expect(guard.blocked).toEqual([])
})

describe('TON and TRON over WalletConnect', () => {
  it('one session connects both: the ton account as TON wallets show it, the tron account, and the TON key material in the session', async () => {
    expect(wallet.tonAddress).toBe(net.accounts[0]!.address)
    expect(kit.getAccount('ton')).toMatchObject({ isConnected: true, address: net.accounts[0]!.address })
    expect(kit.getAccount('tron')).toMatchObject({ isConnected: true, address: node.accounts[0]!.address })
    const universal = (await serviceOf(kit).getUniversalProvider()) as { session?: { sessionProperties?: Record<string, string> } }
    expect(universal.session?.sessionProperties).toMatchObject({ ton_getPublicKey: net.accounts[0]!.publicKey })
  })

  it('reads the TON and TRX balances from the sandbox nodes', async () => {
    const nanotons = await tonBalance(net.accounts[0]!.rawAddress)
    const { balance } = await tonPlugin.getBalance!({ address: wallet.tonAddress, network: tonNetwork })
    const [whole = '', fraction = ''] = balance.split('.')
    expect(BigInt(whole) * 10n ** 9n + BigInt(fraction.padEnd(9, '0'))).toBe(nanotons)
    expect(await tronPlugin.getBalance({ address: wallet.tronAddress, network: tronNetwork })).toEqual({ balance: '1000', symbol: 'TRX' })
  })

  it('sends TON: ton_sendMessage over the relay, the wallet signs for its v4r2 contract, the emulator pays the receiver', async () => {
    const receiver = net.accounts[1]!
    const before = await tonBalance(receiver.rawAddress)
    const hash = await tonPlugin.sendTransfer!({ from: wallet.tonAddress, to: receiver.address, value: 300_000_000n, network: tonNetwork, provider: providerOf('ton') })
    const [received] = await tonHistory(receiver.address)
    expect(received.in_msg.value).toBe('300000000')
    expect(await tonBalance(receiver.rawAddress)).toBe(before + 300_000_000n - BigInt(received.fee))
    expect((await tonHistory(net.accounts[0]!.rawAddress))[0].in_msg.hash).toBe(hash)
    // AppKit's request shape, aimed at the kit's TON chain.
    expect(await logged('ton_sendMessage')).toMatchObject({ chainId: 'ton:-239', params: { from: wallet.tonAddress, network: '-239', messages: [{ amount: '300000000' }] } })
  })

  it('TON sign-in over WalletConnect: ton_signData, verified against the state init the wallet approved the session with', async () => {
    const message = `${DOMAIN} wants you to sign in with your ton account:\n${wallet.tonAddress}\n\nURI: https://${DOMAIN}\nVersion: 1\nChain ID: -239\nNonce: wc123456`
    const signature = await tonPlugin.signMessage!({ message, address: wallet.tonAddress, provider: providerOf('ton') })
    // AppKit's shape: one text payload in an array, aimed at the session's TON chain.
    expect(await logged('ton_signData')).toMatchObject({ chainId: 'ton:-239', params: [{ type: 'text', text: message, from: wallet.tonAddress }] })
    const session = { data: { chainId: 'ton:-239', accountAddress: wallet.tonAddress, domain: DOMAIN }, message, signature }
    const verifier = new TonVerifier()
    expect(await verifier.verify(session)).toBe(true)
    // The wallet signed for the dapp's own domain: another site cannot reuse it, nor another text or account.
    expect(await verifier.verify({ ...session, data: { ...session.data, domain: 'evil.test' } })).toBe(false)
    expect(await verifier.verify({ ...session, message: message.replace('wc123456', 'wc123457') })).toBe(false)
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: net.accounts[1]!.address } })).toBe(false)
  })

  it("refuses a WalletConnect sign-in made by another wallet's key, even carrying the victim's state init and key", async () => {
    // An attacker's wallet signs with its own key, and claims the victim's account and key material.
    const attacker = await createWalletConnectTestWallet({ relayUrl: relay.url, evmPrivateKey: DEVNET_ACCOUNTS[8]!.privateKey, tonSeed: hex.decode(net.accounts[2]!.seed), chains: [tonNetwork.caipNetworkId] })
    const other = createKit(relay.url, { networks: [tonNetwork], adapters: [tonAdapter()], metadata: { name: 'other', description: 'integration', url: `https://${DOMAIN}`, icons: [] } })
    try {
      await other.ready()
      await connectWithWallet(other, attacker, 'ton')
      const message = `${DOMAIN} wants you to sign in with your ton account:\n${wallet.tonAddress}\n\nNonce: forged01`
      const forged = decodeTonSignInSignature(await tonAdapter().signMessage!({ message, address: attacker.tonAddress, provider: other.getProvider('ton') as RequestProvider }))!
      const victim = decodeTonSignInSignature(await tonPlugin.signMessage!({ message: 'x', address: wallet.tonAddress, provider: providerOf('ton') }))!
      const claim = (envelope: object) => new TonVerifier().verify({ data: { chainId: 'ton:-239', accountAddress: wallet.tonAddress, domain: DOMAIN }, message, signature: JSON.stringify(envelope) })
      expect(await claim(forged)).toBe(false)
      expect(await claim({ ...forged, walletStateInit: victim.walletStateInit })).toBe(false)
      expect(await claim({ ...forged, walletStateInit: victim.walletStateInit, publicKey: victim.publicKey })).toBe(false)
    } finally {
      await attacker.disconnect().catch(() => undefined)
      await serviceOf(other).close().catch(() => undefined)
      other.destroy()
      await attacker.close()
    }
  })

  it('sends TRX: tronweb builds it on the stand-in, tron_signTransaction over the relay, the node checks the signature and applies it', async () => {
    const receiver = node.accounts[1]!.address
    const txid = await tronPlugin.sendTransfer({ from: wallet.tronAddress, to: receiver, value: 2_000_000n, network: tronNetwork, provider: providerOf('tron') })
    expect(await tronPlugin.waitForTransaction({ network: tronNetwork, hash: txid })).toEqual({ status: 'success' })
    expect(await tronPlugin.getBalance({ address: receiver, network: tronNetwork })).toEqual({ balance: '1002', symbol: 'TRX' })
    // A session without tron_method_version v1: the transaction goes nested, as AppKit sends it.
    expect(await logged('tron_signTransaction')).toMatchObject({ chainId: 'tron:0x2b6653dc', params: { address: wallet.tronAddress, transaction: { transaction: { txID: txid } } } })
  })

  it('signs a TRON message (TIP-191) over the relay; the signature recovers to the account', async () => {
    const signature = await tronPlugin.signMessage({ message: 'Sign in over WalletConnect', address: wallet.tronAddress, provider: providerOf('tron') })
    expect(utils.message.verifyMessage('Sign in over WalletConnect', signature)).toBe(wallet.tronAddress)
    expect((await logged('tron_signMessage')).params).toEqual({ address: wallet.tronAddress, message: 'Sign in over WalletConnect' })
  })
})
