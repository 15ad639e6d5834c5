// Test-only: what the WalletConnect view tests share. A real headless kit with the real
// walletconnect plugin on the sandbox's local relay, and the sandbox's WalletConnect test wallet
// (a real @walletconnect/sign-client) to scan the codes. Nothing here is mocked.
import { createElement, type ReactElement } from 'react'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  definePlugin,
  KIT_CONTAINER,
  MODAL,
  MODAL_CONTROLLER,
  ROUTER,
  SNACKBAR,
  SERVICES,
  WALLETCONNECT,
  type AppKit,
  type AppKitOptions,
} from '../../kernel'
import { activate } from '../../plugins/walletconnect/activate'
import type { PairingEnv } from '../../plugins/walletconnect/createPairingStore'
import { DEVNET_ACCOUNTS } from '../../sandbox/evm/accounts'
import { startRelay, type Relay } from '../../sandbox/relay'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../../sandbox/wallets/walletconnect'
import { blockOutboundConnections, type OutboundGuard } from '../../sandbox/wallets/walletconnect/blockOutboundConnections'
import { AppKitProvider } from '../kit/AppKitProvider'
import { createAppKit } from '../kit/createAppKit'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { createTestKit } from './createTestKit'

/** Nothing listens here: remotes the kit must not need in these tests fail fast. */
const DEAD = 'http://127.0.0.1:9'

export interface WalletConnectFixture {
  relay: Relay
  wallet: WalletConnectTestWallet
  guard: OutboundGuard
  /** A kit with the walletconnect plugin (optionally on a fake pairing clock) on the relay. */
  /** `shell`: the shell's createAppKit (its views registered, for mountModal), without its own idle preload. */
  kit(options?: Partial<AppKitOptions> & { env?: PairingEnv; shell?: boolean }): Promise<AppKit>
  /** Ends the wallet's sessions, closes this test's kits and clears the page's storage. */
  reset(): Promise<void>
  close(): Promise<void>
}

export async function startWalletConnectFixture(): Promise<WalletConnectFixture> {
  const guard = blockOutboundConnections()
  const relay = await startRelay()
  const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, evmPrivateKey: DEVNET_ACCOUNTS[6]!.privateKey })
  const kits: AppKit[] = []
  const fixture: WalletConnectFixture = {
    relay,
    wallet,
    guard,
    async kit({ env, shell, ...options } = {}) {
      const plugin = definePlugin({ id: 'walletConnect', load: async () => ({ activate: (ctx) => activate(ctx, { env }) }) })
      const shared = {
        basic: true,
        features: { analytics: false },
        metadata: { name: 'Airlock view test', description: 'view test', url: 'http://localhost:3000', icons: [] },
        plugins: [plugin],
        endpoints: { relay: relay.url, api: DEAD, blockchainApi: DEAD, analytics: DEAD, fonts: '' },
      }
      const kit = shell
        ? createAppKit({ projectId: 'test-project', networks: [testMainnet], modalPreload: 'open', ...shared, ...options })
        : createTestKit({ ...shared, ...options }).kit
      kits.push(kit)
      await kit.ready()
      return kit
    },
    async reset() {
      await wallet.disconnect().catch(() => undefined)
      wallet.setBehaviour({})
      for (const kit of kits.splice(0)) {
        await serviceOf(kit)?.close().catch(() => undefined)
        kit.destroy()
      }
      // The kit keeps its WalletConnect storage prefix in localStorage: a next kit would share its client.
      globalThis.localStorage?.clear()
    },
    async close() {
      await fixture.reset()
      await wallet.close()
      await relay.close()
      guard.restore()
    },
  }
  return fixture
}

/**
 * One fixture for a test file: started before its tests, reset (rendered trees unmounted) after
 * each, closed after all. Read it through the getter inside tests.
 */
export function useWalletConnectFixture(): () => WalletConnectFixture {
  let fixture: WalletConnectFixture | undefined
  beforeAll(async () => {
    fixture = await startWalletConnectFixture()
  }, 60_000)
  afterEach(async () => {
    cleanup()
    await fixture?.reset()
  })
  afterAll(() => fixture?.close())
  return () => fixture!
}

export const serviceOf = (kit: AppKit) =>
  kit[KIT_CONTAINER].resolve(SERVICES).find(WALLETCONNECT)

/** Opens the modal on a view like a host or the Connect view would, then renders that view under the kit. */
export function openView(kit: AppKit, ui: ReactElement, view: string, data?: Record<string, unknown>): RenderResult {
  kit[KIT_CONTAINER].resolve(MODAL_CONTROLLER).open({ view, data })
  return render(createElement(AppKitProvider, { kit }, ui))
}

export const modalOpen = (kit: AppKit) => kit[KIT_CONTAINER].resolve(MODAL).getState().open
export const routerView = (kit: AppKit) => kit[KIT_CONTAINER].resolve(ROUTER).getState().view
export const snackMessage = (kit: AppKit) => kit[KIT_CONTAINER].resolve(SNACKBAR).getState().message

/** jsdom has no clipboard: a stand-in that records what was written (the browser test uses the real one). */
export function installClipboard(): { written: string[]; restore(): void } {
  const written: string[] = []
  const previous = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
  return {
    written,
    restore: () => (previous ? Object.defineProperty(navigator, 'clipboard', previous) : delete (navigator as { clipboard?: unknown }).clipboard),
  }
}

/** Plays a phone: the kernel's isMobile reads the user agent. */
export function setUserAgent(userAgent: string): () => void {
  const previous = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent')
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => userAgent })
  return () => (previous ? Object.defineProperty(window.navigator, 'userAgent', previous) : delete (window.navigator as { userAgent?: string }).userAgent)
}
