// A real headless kit for the shell's component tests: the kernel's createAppKit with the
// kernel's test chain adapter (an in-memory wallet; chain plugins are other issues), so hooks
// and views see genuine state changes. Nothing is fetched: basic mode, no fonts URL.
import { createElement, type ReactElement } from 'react'
import { render, type RenderResult } from '@testing-library/react'
import {
  CONNECTION_CONTROLLER,
  CONNECTORS_STORE,
  createAppKit as createKernelAppKit,
  KIT_CONTAINER,
  type AppKit,
  type AppKitOptions,
  type ChainNamespace,
} from '../../kernel'
import { createTestChainAdapter, type TestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet, testPolygon, testSolana } from '../../kernel/connection/testing/testNetworks'
import { AppKitProvider } from '../kit/AppKitProvider'

export interface TestKit {
  kit: AppKit
  adapters: Record<string, TestChainAdapter>
  /** Connects a namespace through its test wallet (default eip155), after startup finished. */
  connect(namespace?: ChainNamespace): Promise<void>
  /** Renders `ui` under <AppKitProvider kit={kit}>. */
  render(ui: ReactElement): RenderResult
}

export function createTestKit(options: Partial<AppKitOptions> & { namespaces?: ChainNamespace[] } = {}): TestKit {
  const { namespaces = ['eip155'], ...rest } = options
  const adapters = Object.fromEntries(namespaces.map((ns) => [ns, createTestChainAdapter(ns)]))
  const networks = namespaces.includes('solana') ? [testMainnet, testPolygon, testSolana] : [testMainnet, testPolygon]
  const kit = createKernelAppKit({
    projectId: 'test-project',
    networks: networks as AppKitOptions['networks'],
    adapters: Object.values(adapters),
    endpoints: { fonts: '' },
    ...rest,
  })
  return {
    kit,
    adapters,
    async connect(namespace = 'eip155') {
      await kit.ready()
      const c = kit[KIT_CONTAINER]
      const connector = c.resolve(CONNECTORS_STORE).getState().connectors.find((x) => x.chain === namespace)
      if (!connector) throw new Error(`no test connector for ${namespace}`)
      await c.resolve(CONNECTION_CONTROLLER).connect({ connector })
    },
    render: (ui) => render(createElement(AppKitProvider, { kit }, ui)),
  }
}
