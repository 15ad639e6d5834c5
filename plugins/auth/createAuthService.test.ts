// The embedded wallet's two namespaces on a real kit (stores, connection controller, chain
// registry) with the kernel's test chain adapters. The secure frame cannot run here (a page of
// another origin), so its channel is a stand-in that answers the way the frame does.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit, definePlugin, type AppKit, type PluginContext } from '../../kernel'
import { createTestChainAdapter, createTestConnector, type TestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet, testSolana } from '../../kernel/connection/testing/testNetworks'
import { createAuthService, type AuthService } from './createAuthService'
import type { FrameChannel } from './openFrameChannel'

const SESSION = { email: 'ada@example.com', address: '0x1111111111111111111111111111111111111111' }
const SOLANA_ADDRESS = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

function frameStandIn(): FrameChannel {
  const answers: Record<string, unknown> = { emailVerify: SESSION, getSession: SESSION, solanaGetAccount: { address: SOLANA_ADDRESS }, signOut: { ok: true } }
  return { ready: Promise.resolve(), call: vi.fn(async (method: string) => answers[method]) as FrameChannel['call'], dispose: () => undefined }
}

async function setup(networks = [testMainnet, testSolana]) {
  const adapters: Record<string, TestChainAdapter> = { eip155: createTestChainAdapter('eip155'), solana: createTestChainAdapter('solana') }
  let context!: PluginContext
  let service!: AuthService
  const plugin = definePlugin({
    id: 'auth-under-test',
    load: async () => ({
      activate(ctx: PluginContext) {
        context = ctx
        service = createAuthService(ctx, frameStandIn())
        ctx.registerConnector(service.connector)
        if (service.solana.connector) ctx.registerConnector(service.solana.connector)
      },
    }),
  })
  const kit = createAppKit({
    projectId: 'auth-service-test',
    networks: networks as [typeof testMainnet, ...typeof testMainnet[]],
    adapters: Object.values(adapters).filter((a) => networks.some((n) => n.chainNamespace === a.namespace)),
    plugins: [plugin],
    basic: true,
    endpoints: { analytics: 'http://127.0.0.1:9' },
  })
  kits.push(kit)
  await kit.ready()
  await vi.waitFor(() => expect(service).toBeDefined())
  const state = () => context.stores.connection.getState()
  return { kit, adapters, service: () => service, ctx: () => context, state }
}

describe('the embedded wallet service, eip155 and solana', () => {
  it('AUTH-05 a login connects solana and eip155 through the AUTH connector; the namespace the visitor was on stays active', async () => {
    const { service, state, kit } = await setup()
    await service().verifyCode(SESSION.email, '123456')
    expect(state().connections.eip155?.connectorId).toBe('AUTH')
    expect(state().connections.solana?.connectorId).toBe('AUTH')
    expect(state().activeNamespace).toBe('eip155')
    expect(kit.getAddress('solana')).toBe(SOLANA_ADDRESS)
  })

  it('AUTH-05 a kit with solana networks only connects the solana account alone', async () => {
    const { service, state } = await setup([testSolana])
    await service().verifyCode(SESSION.email, '123456')
    expect(Object.keys(state().connections)).toEqual(['solana'])
    expect(state().connections.solana?.connectorId).toBe('AUTH')
  })

  it('one namespace failing leaves the other connected; both failing fails the login', async () => {
    const first = await setup()
    first.adapters.solana!.script({ failConnect: 'solana refused' })
    await first.service().verifyCode(SESSION.email, '123456')
    expect(first.state().connections.eip155?.connectorId).toBe('AUTH')
    expect(first.state().connections.solana).toBeUndefined()

    const second = await setup()
    second.adapters.solana!.script({ failConnect: 'solana refused' })
    second.adapters.eip155!.script({ failConnect: 'eip155 refused' })
    await expect(second.service().verifyCode(SESSION.email, '123456')).rejects.toThrowError(/refused/)
  })

  it('the login holds what it connected: a namespace another wallet took is released, and restoring reconnects only what it held', async () => {
    const { service, state, ctx } = await setup()
    await service().verifyCode(SESSION.email, '123456')
    // The visitor picks another wallet for solana.
    await ctx().connection.connect({ connector: createTestConnector('solana'), namespace: 'solana' })
    expect(state().connections.solana?.connectorId).toBe('test-solana')
    expect(service().release('solana')).toBe(false)
    // As after a reload: eip155 has no connection yet, the session is still there.
    ctx().connection.resetAccount('eip155')
    await service().restore()
    expect(state().connections.eip155?.connectorId).toBe('AUTH')
    expect(state().connections.solana?.connectorId).toBe('test-solana')
    expect(service().release('eip155')).toBe(true)
  })
})
