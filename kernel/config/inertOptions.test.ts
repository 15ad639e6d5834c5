// @vitest-environment jsdom
// jsdom for its localStorage: the enableReconnect test needs a session that outlives a kit.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestChainAdapter } from '../connection/testing/testChainAdapter'
import { testMainnet, testPolygon } from '../connection/testing/testNetworks'
import { createAppKit } from '../createAppKit'
import { KIT_CONTAINER, type AppKit } from '../createPublicApi'
import * as T from '../tokens'
import { inertOptionWarnings } from './inertOptions'
import type { AppKitOptions } from './options'

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  localStorage.clear()
  vi.restoreAllMocks()
})
const make = (options: Partial<AppKitOptions>) => {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [testMainnet, testPolygon] as unknown as AppKitOptions['networks'],
    basic: true,
    endpoints: { analytics: 'http://127.0.0.1:9', fonts: '' },
    ...options,
  })
  kits.push(kit)
  return kit
}

describe('AppKit options Airlock cannot honour', () => {
  it('names each inert option the host set, with what happens instead', () => {
    expect(inertOptionWarnings({} as AppKitOptions)).toEqual([])
    // Values that ask for nothing Airlock lacks stay quiet.
    expect(inertOptionWarnings({ enableWalletGuide: false, enableMobileFullScreen: false, experimental_preferUniversalLinks: false } as AppKitOptions)).toEqual([])
    const lines = inertOptionWarnings({
      enableCoinbase: true,
      coinbasePreference: 'smartWalletOnly',
      enableWalletGuide: true,
      enableMobileFullScreen: true,
      experimental_preferUniversalLinks: true,
    } as AppKitOptions)
    expect(lines.map((l) => l.split(' ')[1])).toEqual([
      'enableCoinbase',
      'coinbasePreference',
      'enableWalletGuide',
      'enableMobileFullScreen',
      'experimental_preferUniversalLinks',
    ])
    expect(lines[0]).toBe(
      "option enableCoinbase has no effect in Airlock: Airlock has no Coinbase Wallet SDK connector; Coinbase's wallet connects as a browser wallet (EIP-6963) or through WalletConnect",
    )
  })

  it('createAppKit warns once in the console per inert option, and not for honoured ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = make({ enableMobileFullScreen: true, enableCoinbase: false, showWallets: false, enableReconnect: true })
    await kit.ready()
    await kit.open()
    const inert = warn.mock.calls.map((args) => String(args[1])).filter((line) => line.startsWith('option '))
    expect(inert).toEqual([
      expect.stringMatching(/^option enableCoinbase has no effect in Airlock: /),
      expect.stringMatching(/^option enableMobileFullScreen has no effect in Airlock: /),
    ])
    expect(warn.mock.calls[0]![0]).toBe('[airlock]')
  })

  it('enableReconnect: false starts disconnected although a session is stored; the default restores it', async () => {
    const first = make({ adapters: [createTestChainAdapter('eip155')] })
    await first.ready()
    const connector = first[KIT_CONTAINER].resolve(T.CONNECTORS_STORE).getConnector('test-eip155')!
    await first[KIT_CONTAINER].resolve(T.CONNECTION_CONTROLLER).connect({ connector })
    expect(first.getIsConnectedState()).toBe(true)
    first.destroy()

    const off = createTestChainAdapter('eip155', { hasSession: true })
    const quiet = make({ adapters: [off], enableReconnect: false })
    await quiet.ready()
    expect(quiet.getIsConnectedState()).toBe(false)
    expect(off.calls.map((c) => c.method)).toEqual([])

    const on = createTestChainAdapter('eip155', { hasSession: true })
    const restored = make({ adapters: [on] })
    await restored.ready()
    expect(on.calls.map((c) => c.method)).toEqual(['reconnect'])
    expect(restored.getIsConnectedState()).toBe(true)
  })
})
