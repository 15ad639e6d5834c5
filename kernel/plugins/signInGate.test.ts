import { afterEach, describe, expect, it } from 'vitest'
import { createTestChainAdapter, createTestConnector } from '../connection/testing/testChainAdapter'
import { createAppKit } from '../createAppKit'
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import { mainnet } from '../networks'
import * as T from '../tokens'
import type { PluginContext } from './pluginContext'
import { definePlugin } from './types'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

/** A sign-in plugin as SIWX will be: after connect it shows its view and keeps the modal. */
function signInPlugin(seen: string[]) {
  return definePlugin({
    id: 'sign-in',
    feature: 'signIn',
    load: async () => ({
      activate(ctx: PluginContext) {
        ctx.hooks.signInGates.add({
          isRequired: () => true,
          hasSession: () => false,
          onConnected({ namespace }) {
            seen.push(namespace)
            ctx.router.push('SIWXSignMessage')
            return true
          },
        })
      },
    }),
  })
}

async function connectFromModal(features: Record<string, boolean>) {
  const seen: string[] = []
  const adapter = Object.assign(createTestChainAdapter('eip155'), { getConnectors: () => [createTestConnector('eip155')] })
  const kit = createAppKit({ projectId: 'p', networks: [mainnet], basic: true, adapters: [adapter], plugins: [signInPlugin(seen)], features: features as never })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  await kit.open()
  c.resolve(T.ROUTER).push('ConnectingExternal', { connector: createTestConnector('eip155') })
  await c.resolve(T.CONNECTION_CONTROLLER).connect({ connector: createTestConnector('eip155'), namespace: 'eip155' })
  await c.resolve(T.MODAL_CONTROLLER).connected({ namespace: 'eip155', fromView: 'ConnectingExternal' })
  return { seen, modal: c.resolve(T.MODAL).getState(), router: c.resolve(T.ROUTER).getState(), controller: c.resolve(T.MODAL_CONTROLLER) }
}

describe('sign-in gate after connect', () => {
  it('lets a gate take the modal over after a connect, and keeps its view undismissable (RTR-16)', async () => {
    const { seen, modal, router, controller } = await connectFromModal({})
    expect(seen).toEqual(['eip155'])
    expect(modal.open).toBe(true)
    expect(router.view).toBe('SIWXSignMessage')
    expect(controller.requestClose()).toBe(false)
  })

  it('closes the modal after a connect when no gate takes over', async () => {
    const { seen, modal } = await connectFromModal({ signIn: false })
    expect(seen).toEqual([])
    expect(modal.open).toBe(false)
  })
})
