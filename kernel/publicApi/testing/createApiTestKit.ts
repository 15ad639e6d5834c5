// A real kit for the instance-member tests: the kernel's createAppKit over the kernel's test
// chain adapters (in-memory wallets), basic mode, nothing fetched unless a test points an
// endpoint at a sandbox server.
import { afterEach } from 'vitest'
import type { AppKitOptions } from '../../config/options'
import { createTestChainAdapter, type TestChainAdapter } from '../../connection/testing/testChainAdapter'
import { testMainnet, testPolygon, testSolana } from '../../connection/testing/testNetworks'
import { createAppKit } from '../../createAppKit'
import { KIT_CONTAINER, type AppKit } from '../../createPublicApi'
import type { InjectionToken } from '../../container/tsyringe'
import * as T from '../../tokens'
import type { ChainNamespace } from '../../types'

export interface ApiTestKit {
  kit: AppKit
  adapters: Record<string, TestChainAdapter>
  /** Connects a namespace through its test wallet (after startup). */
  connect(namespace?: ChainNamespace): Promise<void>
  resolve<V>(token: InjectionToken<V>): V
}

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

export async function createApiTestKit(
  options: Partial<AppKitOptions> & { adapters?: TestChainAdapter[] } = {},
): Promise<ApiTestKit> {
  const adapters = options.adapters ?? [createTestChainAdapter('eip155'), createTestChainAdapter('solana')]
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [testMainnet, testPolygon, testSolana] as unknown as AppKitOptions['networks'],
    basic: true,
    endpoints: { analytics: 'http://127.0.0.1:9', fonts: '' },
    ...options,
    adapters,
  })
  kits.push(kit)
  await kit.ready()
  const resolve = <V>(token: InjectionToken<V>) => kit[KIT_CONTAINER].resolve(token)
  return {
    kit,
    adapters: Object.fromEntries(adapters.map((a) => [a.namespace, a])),
    resolve,
    async connect(namespace = 'eip155') {
      const connector = resolve(T.CONNECTORS_STORE).getState().connectors.find((x) => x.chain === namespace)!
      await resolve(T.CONNECTION_CONTROLLER).connect({ connector })
    },
  }
}
