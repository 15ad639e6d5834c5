// Sign in with wallet over WalletConnect: the real eip155 chain plugin and walletconnect plugin,
// the local relay and the WalletConnect test wallet. With `siwx` set, the kit offers one-click
// auth (wc_sessionAuthenticate): the test wallet signs CACAOs and the sessions are stored with no
// second prompt. A wallet without one-click auth approves the fallback proposal instead, and the
// kit asks for the sign-in after connect (personal_sign).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { KIT_CONTAINER, MODAL, ROUTER, type AppKit } from '../../kernel'
import { walletConnect } from '../../plugins/walletconnect'
import { SIWX_SERVICE, siwx as siwxPlugin } from '../../plugins/siwx'
import { DefaultSIWX, InformalMessenger, LocalStorage, randomNonce } from '../../plugins/siwx/configs'
import { privateKeyToAccount } from 'viem/accounts'
import { authenticateSession } from '../../plugins/walletconnect/authenticateSession'
import type { UniversalProviderLike } from '../../plugins/walletconnect/types'
import { formatSiwxMessage } from '../../plugins/siwx/configs/formatSiwxMessage'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { connectWithWallet, createKit, createWallet, kitNetworks, serviceOf, until } from './testing/walletconnectHarness'

let guard: OutboundGuard
let relay: Relay
let wallet: WalletConnectTestWallet
let oneClickWallet: WalletConnectTestWallet
const kits: AppKit[] = []

beforeAll(async () => {
  guard = blockOutboundConnections()
  relay = await startRelay()
  wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, evmPrivateKey: DEVNET_ACCOUNTS[4]!.privateKey, oneClickAuth: false })
  oneClickWallet = await createWallet(relay.url, DEVNET_ACCOUNTS[6]!.privateKey)
})
afterEach(async () => {
  await wallet.disconnect()
  await oneClickWallet.disconnect()
  for (const kit of kits.splice(0)) {
    await serviceOf(kit).close().catch(() => undefined)
    kit.destroy()
  }
})
afterAll(async () => {
  await wallet?.close()
  await oneClickWallet?.close()
  await relay?.close()
  guard?.restore()
  expect(guard.blocked).toEqual([])
})

describe('sign in with wallet over WalletConnect', () => {
  it('SESS-03 one-click auth: the WalletConnect test wallet signs CACAOs over the relay; they become DefaultSIWX sessions with no SIWXSignMessage step', async () => {
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: '127.0.0.1', uri: 'http://127.0.0.1/', getNonce: async () => randomNonce(), statement: 'One click' }),
      storage: new LocalStorage({ key: 'siwx-wc-one-click' }),
    })
    const networks = kitNetworks().filter((n) => n.chainNamespace === 'eip155') as ReturnType<typeof kitNetworks>
    const kit = createKit(relay.url, { networks, adapters: [eip155Adapter()], plugins: [walletConnect, siwxPlugin], siwx })
    kits.push(kit)
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    const signed = oneClickWallet.waitFor('session_authenticated', 20_000)

    await connectWithWallet(kit, oneClickWallet)
    const { auths } = await signed
    // One CACAO per requested chain the wallet has (eip155:1 and 137), each a stored session.
    expect(auths.map((a) => a.p.iss)).toEqual([`did:pkh:eip155:1:${oneClickWallet.address}`, `did:pkh:eip155:137:${oneClickWallet.address}`])
    expect(kit.getAddress('eip155')).toBe(oneClickWallet.address)
    const [session] = await siwx.getSessions('eip155:1', oneClickWallet.address)
    expect(session!.cacao?.s.s).toBe(auths[0]!.s.s)
    expect(session!.message).toContain(`\n${oneClickWallet.address}\n`)
    expect(session!.message).toContain('One click')
    expect(await siwx.getSessions('eip155:137', oneClickWallet.address)).toHaveLength(1)
    // No fallback proposal and no personal_sign: the wallet was asked once.
    expect(oneClickWallet.requests).toEqual([])
    expect(c.resolve(ROUTER).getState().view).not.toBe('SIWXSignMessage')
    expect(c.resolve(MODAL).getState().open).toBe(false)
  }, 60_000)

  it('SIWX-04 SIWX-05 one-click auth is offered first; without it the sign-in view follows the connect and the WalletConnect wallet signs', async () => {
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: '127.0.0.1', uri: 'http://127.0.0.1/', getNonce: async () => randomNonce() }),
      storage: new LocalStorage({ key: 'siwx-wc' }),
    })
    const networks = kitNetworks().filter((n) => n.chainNamespace === 'eip155') as ReturnType<typeof kitNetworks>
    const kit = createKit(relay.url, { networks, adapters: [eip155Adapter()], plugins: [walletConnect, siwxPlugin], siwx })
    kits.push(kit)
    await kit.ready()
    const c = kit[KIT_CONTAINER]

    await connectWithWallet(kit, wallet)
    // wc_sessionAuthenticate went out (tag 1116): the one-click path is kept.
    expect(relay.calls.some((call) => call.method === 'irn_publish' && (call.params as { tag?: number }).tag === 1116)).toBe(true)
    await until(() => c.resolve(MODAL).getState().open && c.resolve(ROUTER).getState().view === 'SIWXSignMessage', 15_000, 'the sign-in view')

    await c.resolve(SIWX_SERVICE).requestSignMessage()
    const sessions = await siwx.getSessions('eip155:1', wallet.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.message).toContain(`\n${wallet.address}\n`)
    expect(c.resolve(MODAL).getState().open).toBe(false)
  }, 60_000)

  it('one-click auth: a CACAO over another nonce is refused', async () => {
    // The WalletConnect test wallet answers honestly, so this stands in for a wallet that signs a
    // CACAO over another nonce: it signs the CAIP-122 text with a devnet key, as such a wallet would.
    const signer = privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey)
    const iss = `did:pkh:eip155:1:${signer.address}`
    const cacaoText = (p: Record<string, unknown>) =>
      formatSiwxMessage({
        accountAddress: signer.address, chainId: 'eip155:1', domain: p.domain as string, uri: p.aud as string, version: '1', nonce: p.nonce as string,
        statement: p.statement as string | undefined, issuedAt: p.iat as string | undefined,
      })
    const walletWithOneClickAuth = (tamperNonce: boolean) =>
      ({
        client: { formatAuthMessage: ({ request }: { request: Record<string, unknown> }) => cacaoText(request) },
        async authenticate(params: Record<string, unknown>) {
          const p = { domain: params.domain, aud: params.uri, version: '1', nonce: tamperNonce ? 'otherNonce123' : params.nonce, iat: params.iat, statement: params.statement, iss }
          return { auths: [{ h: { t: 'caip122' }, p, s: { t: 'eip191', s: await signer.signMessage({ message: cacaoText(p) }) } }] }
        },
      }) as unknown as UniversalProviderLike
    const namespace = { chains: ['eip155:1'], methods: ['personal_sign'], events: [] }
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: '127.0.0.1', uri: 'http://127.0.0.1/', getNonce: async () => randomNonce(), statement: 'One click' }),
      storage: new LocalStorage({ key: 'siwx-wc-cacao' }),
    })
    await authenticateSession(walletWithOneClickAuth(false), siwx, namespace as never, 'eip155:1')
    const [session] = await siwx.getSessions('eip155:1', signer.address)
    expect(session!.cacao?.p.iss).toBe(iss)
    expect(session!.data.issuedAt).toBe(session!.cacao?.p.iat)
    expect(session!.message).toContain(`\n${signer.address}\n`)
    await expect(authenticateSession(walletWithOneClickAuth(true), siwx, namespace as never, 'eip155:1')).rejects.toThrow(
      'The nonce was not issued here or was used already',
    )
  })
})
