// Sign in with wallet over WalletConnect: the real eip155 chain plugin and walletconnect plugin,
// the local relay and the WalletConnect test wallet. With `siwx` set, the kit first offers
// one-click auth (wc_sessionAuthenticate); this wallet has none and approves the fallback
// proposal, so the kit asks for the sign-in after connect and the wallet signs it (personal_sign).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { KIT_CONTAINER, MODAL, ROUTER, type AppKit } from '../../kernel'
import { walletConnect } from '../../plugins/walletconnect'
import { SIWX_SERVICE, siwx as siwxPlugin } from '../../plugins/siwx'
import { DefaultSIWX, InformalMessenger, LocalStorage, randomNonce } from '../../plugins/siwx/configs'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import type { WalletConnectTestWallet } from '../wallets/walletconnect'
import { connectWithWallet, createKit, createWallet, kitNetworks, serviceOf, until } from './testing/walletconnectHarness'

let guard: OutboundGuard
let relay: Relay
let wallet: WalletConnectTestWallet
const kits: AppKit[] = []

beforeAll(async () => {
  guard = blockOutboundConnections()
  relay = await startRelay()
  wallet = await createWallet(relay.url, DEVNET_ACCOUNTS[4]!.privateKey)
})
afterEach(async () => {
  await wallet.disconnect()
  for (const kit of kits.splice(0)) {
    await serviceOf(kit).close().catch(() => undefined)
    kit.destroy()
  }
})
afterAll(async () => {
  await wallet?.close()
  await relay?.close()
  guard?.restore()
  expect(guard.blocked).toEqual([])
})

describe('sign in with wallet over WalletConnect', () => {
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
})
