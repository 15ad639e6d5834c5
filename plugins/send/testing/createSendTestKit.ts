// A real headless kit (the kernel's createAppKit) with the send plugin and fake chain adapters,
// for the plugin's own tests. Basic mode and no endpoints worth fetching: nothing leaves the process.
import {
  CONNECTION_CONTROLLER,
  KIT_CONTAINER,
  createAppKit,
  type AppKit,
  type AppKitOptions,
  type CaipNetwork,
  type ChainNamespace,
  type DependencyContainer,
} from '../../../kernel'
import { bitcoin, mainnet, polygon, solana } from '../../../kernel/networks'
import type { SendService } from '../createSendService'
import type { SendStore } from '../createSendStore'
import { SEND_SERVICE, SEND_STORE, send } from '../index'
import { createFakeChainAdapter, type FakeChainAdapter } from './createFakeChainAdapter'

const NETWORKS: Record<'eip155' | 'solana' | 'bip122', readonly CaipNetwork[]> = { eip155: [mainnet, polygon], solana: [solana], bip122: [bitcoin] }

export interface SendTestKit {
  kit: AppKit
  container: DependencyContainer
  adapters: Record<string, FakeChainAdapter>
  /** Connects the namespace's fake wallet; the namespace becomes the active one. */
  connect(namespace?: ChainNamespace): Promise<void>
  store(): SendStore
  service(): SendService
}

export function createSendTestKit(
  options: Partial<AppKitOptions> & { namespaces?: (keyof typeof NETWORKS)[]; sendTransfer?: boolean } = {},
): SendTestKit {
  const { namespaces = ['eip155'], sendTransfer, ...rest } = options
  const adapters = Object.fromEntries(namespaces.map((ns) => [ns, createFakeChainAdapter(ns, { sendTransfer })]))
  const kit = createAppKit({
    projectId: 'send-test',
    networks: namespaces.flatMap((ns) => NETWORKS[ns]) as unknown as AppKitOptions['networks'],
    adapters: Object.values(adapters),
    plugins: [send],
    endpoints: { fonts: '' },
    ...rest,
  })
  const container = kit[KIT_CONTAINER]
  return {
    kit,
    container,
    adapters,
    async connect(namespace = namespaces[0]!) {
      await kit.ready()
      // Connecting makes the namespace active, on its first configured network.
      await container.resolve(CONNECTION_CONTROLLER).connect({ connector: adapters[namespace]!.connector })
    },
    store: () => container.resolve(SEND_STORE),
    service: () => container.resolve(SEND_SERVICE),
  }
}
