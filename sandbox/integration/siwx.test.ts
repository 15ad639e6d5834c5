// Sign in with wallet in a headless kit against the sandbox: the real eip155 chain plugin, the
// EIP-1193 test wallet signing with a devnet key, the siwx plugin and DefaultSIWX verifying
// through the devnet's RPC. Nothing of the project is mocked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import {
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  MODAL,
  MODAL_CONTROLLER,
  ROUTER,
  SNACKBAR,
  ACCOUNT_STORE,
  NETWORKS_STORE,
  PLUGIN_HOST,
  createAppKit,
  definePlugin,
  type AppKit,
  type CaipNetwork,
  type PluginContext,
} from '../../kernel'
import { solana } from '../../kernel/networks'
import { SIWX_SERVICE, siwx as siwxPlugin } from '../../plugins/siwx'
import { createSiwxService } from '../../plugins/siwx/createSiwxService'
import { CloudAuthSIWX, DefaultSIWX, InformalMessenger, LocalStorage, randomNonce } from '../../plugins/siwx/configs'
import type { SIWXConfig } from '../../plugins/siwx/siwxTypes'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const kits: AppKit[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  // CloudAuthSIWX signs in for this page's origin (Node: http://localhost); the auth server takes listed origins only.
  sandbox.allowOrigin('http://localhost')
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(() => sandbox?.close())

let storageSeq = 0
const defaultSiwx = (opts: { required?: boolean; storage?: LocalStorage } = {}) =>
  new DefaultSIWX({
    messenger: new InformalMessenger({ domain: 'app.test', uri: 'https://app.test/', getNonce: async () => randomNonce(), statement: 'Sign in to the test' }),
    storage: opts.storage ?? new LocalStorage({ key: `siwx-it-${storageSeq++}` }),
    required: opts.required,
  })

/** A kit with the siwx plugin and the EIP-1193 test wallet on devnet account `index`; `extra` plugins join it. */
async function kitWith(siwx: SIWXConfig | undefined, index = 0, extra: ReturnType<typeof definePlugin>[] = []) {
  const key = sandbox.accounts.evm[index]!
  const wallet = createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon] })
  cleanups.push(() => adapter.destroy())
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter], plugins: [siwxPlugin, ...extra], siwx })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  return { kit, c, wallet, address: key.address }
}

/** Connects from the modal as the shell's connect view does: open, connect, then `connected`. */
async function connectFromModal(c: AppKit[typeof KIT_CONTAINER]) {
  c.resolve(MODAL_CONTROLLER).open()
  const connector = c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')!
  c.resolve(ROUTER).push('ConnectingExternal', { connector })
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector })
  await c.resolve(MODAL_CONTROLLER).connected({ namespace: 'eip155', fromView: 'ConnectingExternal' })
}

const view = (c: AppKit[typeof KIT_CONTAINER]) => c.resolve(ROUTER).getState().view
const isOpen = (c: AppKit[typeof KIT_CONTAINER]) => c.resolve(MODAL).getState().open
const snack = (c: AppKit[typeof KIT_CONTAINER]) => c.resolve(SNACKBAR).getState()
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  if (!check()) throw new Error(`timed out waiting for ${what}`)
}

describe('sign in with wallet (siwx plugin, DefaultSIWX)', () => {
  it('SIWX-04 SIWX-05 SIWX-06 RTR-16 after connect SIWXSignMessage opens and cannot be closed; signing stores the session and closes', async () => {
    const config = defaultSiwx()
    const { c, address } = await kitWith(config)
    await connectFromModal(c)
    expect(view(c)).toBe('SIWXSignMessage')
    expect(isOpen(c)).toBe(true)
    expect(c.resolve(MODAL_CONTROLLER).requestClose()).toBe(false)
    expect(isOpen(c)).toBe(true)

    await c.resolve(SIWX_SERVICE).requestSignMessage()
    const sessions = await config.getSessions('eip155:1', address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.message).toContain('app.test wants you to sign in with your Ethereum account:')
    expect(sessions[0]!.message).toContain('\nChain ID: 1\n')
    expect(c.resolve(SIWX_SERVICE).state.getState().hasSession).toBe(true)
    expect(isOpen(c)).toBe(false)
    expect(c.resolve(MODAL_CONTROLLER).isCloseDisabled()).toBe(false)
  })

  it('SIWX-03 BYD-18 with a session already stored (a reload), connecting asks nothing and closes the modal', async () => {
    const storage = new LocalStorage({ key: 'siwx-it-reload' })
    const first = await kitWith(defaultSiwx({ storage }))
    await connectFromModal(first.c)
    await first.c.resolve(SIWX_SERVICE).requestSignMessage()
    first.kit.destroy()

    const { c } = await kitWith(defaultSiwx({ storage }))
    await connectFromModal(c)
    expect(isOpen(c)).toBe(false)
    expect(c.resolve(SIWX_SERVICE).state.getState().hasSession).toBe(true)
  })

  it('SIWX-12 SIWX-07 a declined signature shows "Signature declined" and keeps SIWXSignMessage; a second try signs in', async () => {
    const config = defaultSiwx()
    const { c, wallet, address } = await kitWith(config)
    await connectFromModal(c)
    wallet.script({ rejectSign: true })
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(snack(c)).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' })
    expect(view(c)).toBe('SIWXSignMessage')
    expect(isOpen(c)).toBe(true)
    expect(await config.getSessions('eip155:1', address)).toEqual([])
    wallet.script({ rejectSign: false })
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(await config.getSessions('eip155:1', address)).toHaveLength(1)
  })

  it('SIWX-13 a declined signature on a smart account says "This application might not support Smart Accounts"', async () => {
    const { c } = await kitWith(defaultSiwx())
    await connectFromModal(c)
    c.resolve(ACCOUNT_STORE).patch('eip155', { connectedWalletInfo: { name: 'Embedded', type: 'AUTH' }, preferredAccountTypes: { eip155: 'smartAccount' } })
    // The test wallet refuses: as the embedded smart account would for an app it cannot serve.
    ;(c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')!.provider as unknown as { script(b: object): void }).script({ rejectSign: true })
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(snack(c).message).toBe('This application might not support Smart Accounts')
  })

  it('SIWX-08 cancelling while sign-in is required disconnects and shows Connect', async () => {
    const { c, kit } = await kitWith(defaultSiwx())
    await connectFromModal(c)
    await c.resolve(SIWX_SERVICE).cancel()
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(isOpen(c)).toBe(false)
  })

  it('SIWX-09 cancelling while sign-in is not required only closes the modal; closing is allowed there (RTR-16)', async () => {
    const { c, kit } = await kitWith(defaultSiwx({ required: false }))
    await connectFromModal(c)
    expect(view(c)).toBe('SIWXSignMessage')
    expect(c.resolve(MODAL_CONTROLLER).isCloseDisabled()).toBe(false)
    await c.resolve(SIWX_SERVICE).cancel()
    expect(isOpen(c)).toBe(false)
    expect(kit.getAccount('eip155').isConnected).toBe(true)
    expect(c.resolve(SIWX_SERVICE).state.getState().hasSession).toBe(false)
  })

  it('SIWX-01 the account settings offer "Sign in with wallet" while the account has no session, and drop it once signed in', async () => {
    const { c } = await kitWith(defaultSiwx({ required: false }))
    const rows = () => c.resolve(PLUGIN_HOST).registry.getState().slots.accountSettings.map((e) => e.id)
    expect(rows()).not.toContain('siwx-sign-in')
    await connectFromModal(c)
    await c.resolve(SIWX_SERVICE).cancel()
    await until(() => rows().includes('siwx-sign-in'), 'the sign-in row')
    const row = c.resolve(PLUGIN_HOST).registry.getState().slots.accountSettings.find((e) => e.id === 'siwx-sign-in')!
    expect(row).toMatchObject({ label: 'Sign in with wallet', view: 'SIWXSignMessage' })
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(rows()).not.toContain('siwx-sign-in')
  })

  it('SIWX-10 SIWX-11 a failing sign-in setup shows its error, disconnects and resets to Connect', async () => {
    const config = defaultSiwx()
    const { c, kit } = await kitWith(config)
    await connectFromModal(c)
    config.createMessage = async () => {
      throw new Error('nonce service down')
    }
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(snack(c)).toMatchObject({ variant: 'error', message: 'A problem occurred while trying initialize authentication' })
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(view(c)).toBe('Connect')
  })

  it('DISC-09 disconnecting everything clears the sessions; a required sign-in is asked again on the next connect', async () => {
    const config = defaultSiwx()
    const { c, kit, address } = await kitWith(config)
    await connectFromModal(c)
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(await config.getSessions('eip155:1', address)).toHaveLength(1)
    await kit.disconnect()
    expect(await config.getSessions('eip155:1', address)).toEqual([])
    await connectFromModal(c)
    expect(view(c)).toBe('SIWXSignMessage')
  })

  it('a network change to one without a session asks again; switching back to the signed one does not', async () => {
    const config = defaultSiwx()
    const { c, kit } = await kitWith(config)
    await connectFromModal(c)
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    await kit.switchNetwork(polygon)
    await until(() => isOpen(c) && view(c) === 'SIWXSignMessage', 'the sign-in prompt on polygon')
    expect(c.resolve(MODAL_CONTROLLER).requestClose()).toBe(false)
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(isOpen(c)).toBe(false)
    await kit.switchNetwork(mainnet)
    await new Promise((r) => setTimeout(r, 100))
    expect(isOpen(c)).toBe(false)
  })

  it('SIWX-14 SIWX-15 SIWX-16 SIWX-17 requesting a message raises the catalogue errors', async () => {
    let captured: PluginContext | undefined
    const probe = definePlugin({ id: 'probe', load: async () => ({ activate: (ctx: PluginContext) => void (captured = ctx) }) })
    const { c } = await kitWith(defaultSiwx(), 0, [probe])
    await until(() => Boolean(captured), 'the probe plugin')
    await expect(createSiwxService(captured!, undefined).requestSignMessage()).rejects.toThrow(/^SIWX is not enabled$/)
    const service = c.resolve(SIWX_SERVICE)
    await expect(service.requestSignMessage()).rejects.toThrow(/^No ActiveCaipAddress found$/)
    // A solana account without a solana network or chain plugin in this kit.
    c.resolve(ACCOUNT_STORE).patch('solana', { address: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs' })
    c.resolve(CONNECTION_STORE).setState({ activeNamespace: 'solana' })
    await expect(service.requestSignMessage()).rejects.toThrow(/^No ActiveCaipNetwork or client found$/)
    c.resolve(NETWORKS_STORE).setActiveNetwork(solana)
    await expect(service.requestSignMessage()).rejects.toThrow(/^No ConnectionController client found$/)
  })

  it('CloudAuthSIWX signs in against the sandbox auth server (its URL from `endpoints`); a full disconnect signs out there', async () => {
    const config = new CloudAuthSIWX()
    const { c, kit, address } = await kitWith(config)
    await connectFromModal(c)
    expect(view(c)).toBe('SIWXSignMessage')
    await c.resolve(SIWX_SERVICE).requestSignMessage()
    expect(isOpen(c)).toBe(false)
    const [session] = await config.getSessions('eip155:1', address)
    expect(session!.message).toContain('wants you to sign in with your Ethereum account:')
    expect(session!.data.accountAddress).toBe(address)
    expect(await config.getSessions('eip155:137', address)).toEqual([])
    const authCalls = sandbox.api.requests.find(/^\/auth\/v1\//).map((r) => r.path)
    expect(authCalls).toEqual(expect.arrayContaining(['/auth/v1/nonce', '/auth/v1/authenticate', '/auth/v1/me']))
    await kit.disconnect()
    expect(await config.getSessions('eip155:1', address)).toEqual([])
    expect(sandbox.api.requests.find('/auth/v1/sign-out').length > 0).toBe(true)
  })
})
