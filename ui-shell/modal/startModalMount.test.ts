// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONNECTION_CONTROLLER, KIT_CONTAINER, definePlugin, type AppKit } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { createAppKit } from '../kit/createAppKit'
import type { ReactAppKitOptions } from '../kit/shellOptions'
import { testViews } from '../testing/testViews'

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  document.body.innerHTML = ''
})

/** A plugin that fills the first card's slots, with loaders the test watches. */
function slotPlugin() {
  const loaders = {
    emailLogin: vi.fn(async () => ({ default: () => null })),
    overlay: vi.fn(async () => ({ default: () => null })),
    settingsRow: vi.fn(async () => ({ default: () => null })),
  }
  const manifest = definePlugin({
    id: 'slot-test',
    slots: {
      connectMethods: [{ id: 'slot-test-email', method: 'email', component: loaders.emailLogin }],
      overlay: [{ id: 'slot-test-overlay', component: loaders.overlay }],
      accountSettings: [{ id: 'slot-test-row', label: 'Row', component: loaders.settingsRow }],
    },
  })
  return { manifest, loaders }
}

function make(extra: Partial<ReactAppKitOptions>) {
  const kit = createAppKit({
    projectId: 'p',
    networks: [testMainnet],
    // Nothing answers here: the catalogue prefetch fails fast and quietly.
    endpoints: { fonts: '', api: 'http://127.0.0.1:1' },
    basic: true,
    adapters: [createTestChainAdapter('eip155')],
    ...extra,
  })
  kits.push(kit)
  return kit
}

describe('idle preload of the first card (issue 13)', () => {
  it("fetches the Connect card's plugin slot chunks (connect methods, overlay) before any open, and no others", async () => {
    const { manifest, loaders } = slotPlugin()
    const kit = make({ plugins: [testViews, manifest] })
    await kit.ready()
    await waitFor(() => expect(loaders.emailLogin).toHaveBeenCalled())
    expect(loaders.overlay).toHaveBeenCalled()
    expect(loaders.settingsRow).not.toHaveBeenCalled()
    expect(kit.getState().open).toBe(false)
    // The same preload downloads the modal's code; let it finish inside the test.
    await import('./mountModal')
  })

  // Issue 32: the first view the open rules pick, whatever the host configured, not always Connect.
  function firstViewLoaders() {
    const loaders = {
      Connect: vi.fn(async () => ({ default: () => null })),
      ConnectingWalletConnectBasic: vi.fn(async () => ({ default: () => null })),
    }
    return { loaders, manifest: definePlugin({ id: 'first-view-test', views: loaders }) }
  }

  it('a host with networks only (no adapter) preloads the WalletConnect view the open rules pick, and its connect code, not Connect', async () => {
    const { manifest, loaders } = firstViewLoaders()
    const kit = make({ adapters: [], plugins: [manifest] })
    // Watched, not replaced: the call goes through to the real controller.
    const prepare = vi.spyOn(kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER), 'prepareConnect')
    await kit.ready()
    await waitFor(() => expect(loaders.ConnectingWalletConnectBasic).toHaveBeenCalled())
    await waitFor(() => expect(prepare).toHaveBeenCalled())
    expect(loaders.Connect).not.toHaveBeenCalled()
    await import('./mountModal')
  })

  it('a host with a chain adapter preloads Connect, not the WalletConnect view', async () => {
    const { manifest, loaders } = firstViewLoaders()
    const kit = make({ plugins: [manifest] })
    const prepare = vi.spyOn(kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER), 'prepareConnect')
    await kit.ready()
    await waitFor(() => expect(loaders.Connect).toHaveBeenCalled())
    expect(loaders.ConnectingWalletConnectBasic).not.toHaveBeenCalled()
    expect(prepare).not.toHaveBeenCalled()
    await import('./mountModal')
  })

  it('starts before the remote config answers: the first view is fetched while start-up still waits on the provider', async () => {
    // A provider that takes the request and never answers (a slow network), on a real socket.
    const provider = createServer(() => undefined)
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    try {
      const { manifest, loaders } = firstViewLoaders()
      const kit = make({ basic: false, endpoints: { fonts: '', api: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` }, plugins: [manifest] })
      let ready = false
      void kit.ready().then(() => (ready = true))
      await waitFor(() => expect(loaders.Connect).toHaveBeenCalled())
      expect(ready).toBe(false)
      await import('./mountModal')
    } finally {
      provider.closeAllConnections()
      await new Promise((resolve) => provider.close(resolve))
    }
  })
})
