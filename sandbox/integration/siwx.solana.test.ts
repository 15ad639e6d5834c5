// Sign in with a Solana wallet: the real Solana chain plugin, the Wallet Standard test wallet
// (registered through the window event protocol; Node has no window, a bare EventTarget stands
// in), the siwx plugin with DefaultSIWX (CAIP-122 text, ed25519 check) and with CloudAuthSIWX
// against the sandbox auth server.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from '../../chains/solana'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, MODAL, MODAL_CONTROLLER, ROUTER, createAppKit, type AppKit, type CaipNetwork } from '../../kernel'
import { SIWX_SERVICE, siwx as siwxPlugin, type SIWXConfig } from '../../plugins/siwx'
import { CloudAuthSIWX, DefaultSIWX, InformalMessenger, LocalStorage, randomNonce } from '../../plugins/siwx/configs'
import { startSandbox, type Sandbox } from '../testing'
import { createSolanaTestWallet, registerWalletStandard } from '../wallets/browser'

const WALLET_NAME = 'Airlock Solana Test Wallet'
let sandbox: Sandbox<'api' | 'solana'>
let network: CaipNetwork
let unregister: (() => void) | undefined
const kits: AppKit[] = []

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['api', 'solana'] })
  // CloudAuthSIWX signs in for this page's origin (Node: http://localhost); the auth server takes listed origins only.
  sandbox.allowOrigin('http://localhost')
  network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
  const seed = Uint8Array.from(Buffer.from(sandbox.accounts.solana[2]!.seed, 'hex'))
  unregister = registerWalletStandard(createSolanaTestWallet({ secretKey: seed, rpcUrl: sandbox.urls.solana }))
})
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))
afterAll(async () => {
  unregister?.()
  await sandbox?.close()
  vi.unstubAllGlobals()
})

async function signInWith(siwx: SIWXConfig) {
  const kit = createAppKit({ projectId: 'sandbox-default', networks: [network], endpoints: sandbox.endpoints, adapters: [solanaAdapter()], plugins: [siwxPlugin], siwx })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const connector = c.resolve(CONNECTORS_STORE).getConnector(WALLET_NAME, 'solana')!
  c.resolve(MODAL_CONTROLLER).open()
  c.resolve(ROUTER).push('ConnectingExternal', { connector })
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector })
  await c.resolve(MODAL_CONTROLLER).connected({ namespace: 'solana', fromView: 'ConnectingExternal' })
  expect(c.resolve(ROUTER).getState().view).toBe('SIWXSignMessage')
  await c.resolve(SIWX_SERVICE).requestSignMessage()
  expect(c.resolve(MODAL).getState().open).toBe(false)
  return kit.getAccount('solana').address!
}

describe('sign in with a Solana wallet', () => {
  it('SIWX-05 BYD-18 DefaultSIWX: the wallet signs the CAIP-122 message and the ed25519 signature verifies', async () => {
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.test', uri: 'https://app.test/', getNonce: async () => randomNonce() }),
      storage: new LocalStorage({ key: 'siwx-solana' }),
    })
    const address = await signInWith(siwx)
    expect(address).toBe(sandbox.accounts.solana[2]!.address)
    const [session] = await siwx.getSessions(network.caipNetworkId, address)
    expect(session!.message.split('\n').slice(0, 2)).toEqual(['app.test wants you to sign in with your Solana account:', address])
    expect(session!.message).toContain(`\nChain ID: ${network.caipNetworkId.split(':')[1]}\n`)
  }, 60_000)

  it('CloudAuthSIWX: the sandbox auth server checks the Solana signature and answers the session', async () => {
    const siwx = new CloudAuthSIWX()
    const address = await signInWith(siwx)
    const [session] = await siwx.getSessions(network.caipNetworkId, address)
    expect(session!.data.accountAddress).toBe(address)
  }, 60_000)
})
