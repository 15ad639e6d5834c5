import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_STORE, KIT_CONTAINER, ROUTER, createAppKit, definePlugin, type AppKit, type CaipNetwork, type ChainAdapter, type PluginContext } from '../../kernel'
import { createAuthService } from './createAuthService'
import { createLoginFlows } from './createLoginFlows'
import type { FrameMethod, FrameMethods, FrameSession } from './frameProtocol'
import type { FrameChannel } from './openFrameChannel'

const evm: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Chain 1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/1'] } },
}
const session: FrameSession = { email: 'farcaster:1001', userId: 'farcaster:1001', username: 'ada', provider: 'farcaster', address: '0x00000000000000000000000000000000000000aa' }

/** The least an eip155 chain plugin does to connect (plugins may not import chains/): asks the connector's provider. */
const evmAdapter: ChainAdapter = {
  namespace: 'eip155',
  isAddress: () => true,
  async connect({ connector, network }) {
    const [address] = (await connector.provider!.request({ method: 'eth_accounts' })) as string[]
    return { connectorId: connector.id, accounts: [{ address: address! }], address: address!, caipNetwork: network }
  },
  disconnect: async () => {},
  switchNetwork: async () => {},
}

/**
 * Stands in for the secure frame, which runs only in a browser on the secure site's origin
 * (sandbox/e2e/authLoginFlows.test.ts drives the real one): answers by method, records calls.
 */
function fakeFrame(answers: Partial<{ [M in FrameMethod]: (params: FrameMethods[M][0]) => Promise<FrameMethods[M][1]> }>) {
  const calls: { method: FrameMethod; params: unknown }[] = []
  const frame: FrameChannel = {
    ready: Promise.resolve(),
    call: (async (method: FrameMethod, params: unknown) => {
      calls.push({ method, params })
      const answer = answers[method] as ((p: unknown) => Promise<unknown>) | undefined
      if (!answer) throw new Error(`unexpected ${method}`)
      return answer(params)
    }) as FrameChannel['call'],
    dispose: () => undefined,
  }
  return { frame, calls, methods: () => calls.map((c) => c.method) }
}

const kits: AppKit[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const kit of kits.splice(0)) kit.destroy()
})

async function setup(answers: Parameters<typeof fakeFrame>[0], hash = '') {
  let ctx!: PluginContext
  const probe = definePlugin({ id: 'probe', load: async () => ({ activate: (c: PluginContext) => void (ctx = c) }) })
  const kit = createAppKit({ projectId: 'test', networks: [evm] as never, basic: true, features: { analytics: false }, adapters: [evmAdapter], plugins: [probe] })
  kits.push(kit)
  await kit.ready()
  const fake = fakeFrame(answers)
  const service = createAuthService(ctx, fake.frame)
  ctx.registerConnector(service.connector)
  const place = { href: `http://127.0.0.1:5173/app/${hash}`, hash, assign: vi.fn() }
  const history = { state: null, replaceState: vi.fn() }
  const flows = createLoginFlows({ ctx, frame: fake.frame, service, location: place, history })
  ctx.hooks.authReload.add(() => flows.reloadFarcaster())
  const router = kit[KIT_CONTAINER].resolve(ROUTER)
  const account = () => kit[KIT_CONTAINER].resolve(ACCOUNT_STORE).get('eip155')
  return { kit, flows, fake, place, history, router, account }
}

const farcasterUrl = 'farcaster://connect?channelToken=t1&nonce=n1&siweUri=x&domain=y'

describe('login flows', () => {
  it('AUTH-10 leaving ConnectingFarcaster while disconnected closes its sign-in request after 100 ms, and forgets its URL', async () => {
    const { flows, fake, router, account } = await setup({ farcasterStart: async () => ({ url: farcasterUrl }), farcasterCancel: async () => ({ ok: true }) })
    router.push('ConnectingFarcaster')
    await flows.startFarcaster()
    expect(flows.farcaster.getState()).toEqual({ status: 'waiting', url: farcasterUrl })
    expect(account().farcasterUrl).toBe(farcasterUrl)
    vi.useFakeTimers()
    router.goBack()
    vi.advanceTimersByTime(99)
    expect(fake.methods()).not.toContain('farcasterCancel')
    vi.advanceTimersByTime(1)
    expect(fake.methods()).toContain('farcasterCancel')
    expect(flows.farcaster.getState()).toMatchObject({ status: 'idle', url: undefined })
    expect(account().farcasterUrl).toBeUndefined()
  })

  it('AUTH-10 back on the view within the 100 ms: that visit keeps its request', async () => {
    const { flows, fake, router } = await setup({ farcasterStart: async () => ({ url: farcasterUrl }), farcasterCancel: async () => ({ ok: true }) })
    router.push('ConnectingFarcaster')
    await flows.startFarcaster()
    vi.useFakeTimers()
    router.goBack()
    vi.advanceTimersByTime(50)
    router.push('ConnectingFarcaster')
    vi.advanceTimersByTime(100)
    expect(fake.methods()).not.toContain('farcasterCancel')
  })

  it('an approval connects the embedded wallet with the Farcaster user; a decline shows why; a left request shows nothing', async () => {
    let outcome: 'approve' | 'decline' | 'left' = 'decline'
    const { kit, flows } = await setup({
      farcasterStart: async () => ({ url: farcasterUrl }),
      farcasterAwait: async () => {
        if (outcome === 'approve') return session
        throw new Error(outcome === 'left' ? 'Login was cancelled' : 'The sign-in was declined in Farcaster')
      },
    })
    await flows.startFarcaster()
    await expect(flows.awaitFarcaster()).rejects.toThrow('The sign-in was declined in Farcaster')
    expect(flows.farcaster.getState()).toMatchObject({ status: 'error', error: 'The sign-in was declined in Farcaster' })

    outcome = 'left'
    await flows.startFarcaster()
    await expect(flows.awaitFarcaster()).rejects.toThrow('Login was cancelled')
    expect(flows.farcaster.getState().status).toBe('waiting')

    outcome = 'approve'
    await flows.startFarcaster()
    await flows.awaitFarcaster()
    expect(kit.getAddress()?.toLowerCase()).toBe(session.address)
    expect(kit.getAccount('eip155').embeddedWalletInfo).toMatchObject({ user: { username: 'ada' }, authProvider: 'farcaster' })
    expect(flows.farcaster.getState()).toEqual({ status: 'idle', url: undefined })
  })

  it('a redirect login resumes from the fragment: the result leaves the address bar, the frame checks it, the wallet connects', async () => {
    const { kit, flows, fake, history } = await setup(
      { socialFinishRedirect: async () => ({ ...session, email: 'ada.google@example.com', userId: undefined, username: undefined, provider: 'google' }) },
      '#airlock_social_code=c1&airlock_social_state=s1',
    )
    expect(await flows.resumeRedirect()).toBe(true)
    expect(history.replaceState).toHaveBeenCalledWith(null, '', 'http://127.0.0.1:5173/app/')
    expect(fake.calls).toEqual([{ method: 'socialFinishRedirect', params: { code: 'c1', state: 's1', error: null } }])
    expect(kit.getAccount('eip155').embeddedWalletInfo).toMatchObject({ user: { email: 'ada.google@example.com' }, authProvider: 'google' })
  })

  it('no redirect result in the fragment: nothing happens', async () => {
    const { flows, fake, history } = await setup({}, '#section-2')
    expect(await flows.resumeRedirect()).toBe(false)
    expect(fake.calls).toEqual([])
    expect(history.replaceState).not.toHaveBeenCalled()
  })

  it('a blocked popup sends the page to the provider with the page itself (no fragment) as the way back', async () => {
    const { flows, fake, place } = await setup({ socialStartRedirect: async () => ({ url: 'http://127.0.0.1:7000/authorize?x=1' }) }, '#old')
    await flows.redirectToSocial('github')
    expect(fake.calls).toEqual([{ method: 'socialStartRedirect', params: { provider: 'github', returnTo: 'http://127.0.0.1:5173/app/' } }])
    expect(place.assign).toHaveBeenCalledWith('http://127.0.0.1:7000/authorize?x=1')
  })
})
