// Everything `npm start` runs, as a function: the sandbox services on fixed ports, the test
// wallets bundle and the demo host. start.ts adds the environment, the printing and signals.
import { startSandbox } from '../testing/startSandbox'
import { SANDBOX_SERVICES, type Sandbox } from '../testing/types'
import { closeAll } from '../testing/closeAll'
import { buildBrowserWallets } from '../wallets/browser/buildBrowserWallets'
import { addWalletPageRoutes } from '../wallets/walletconnect/page/addWalletPageRoutes'
import type { TonNetwork } from '../ton'
import { browserWalletsConfig } from './browserWalletsConfig'
import { createDemoRoutes } from './demoRoutes'
import { startDemoServer, type DemoRoutes, type DemoServer } from './demoServer'
import type { LauncherPorts } from './launcherPorts'

/** The test wallets the printed demo URL installs (README: the default demo URL), so its Connect view lists wallets. */
export const DEMO_DEFAULT_WALLETS = 'eip6963:2,injected,solana'

/** The names start.ts prints, in order; scripts parse `name: url` lines by these. */
export const LAUNCHER_URL_NAMES = ['api', 'blockchain-api', 'relay', 'evm-1', 'evm-137', 'solana', 'tron', 'ton', 'onramp-checkout', 'secure-site', 'mailbox', 'wallets', 'demo'] as const
export type LauncherUrlName = (typeof LAUNCHER_URL_NAMES)[number]

export interface Launcher {
  sandbox: Sandbox
  /** The TON sandbox (sandbox/ton): its own service beside startSandbox's. */
  ton: TonNetwork
  demo: DemoServer
  urls: ReadonlyArray<readonly [LauncherUrlName, string]>
  close(): Promise<void>
}

export interface StartLauncherOptions {
  ports: LauncherPorts
  /**
   * Adds to or replaces the demo routes before the server starts: the demo app plugs in here
   * (e.g. `addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks })`).
   */
  extendDemo?: (routes: DemoRoutes, sandbox: Sandbox) => void
}

export async function startLauncher({ ports, extendDemo }: StartLauncherOptions): Promise<Launcher> {
  // The bundle takes about a second to build: do it while the chains start, and fail start-up
  // (rather than the first page load) when it cannot be built.
  const [sandboxResult, bundleResult, tonResult] = await Promise.allSettled([
    // Every service, the TRON stand-in too (startSandbox's default leaves it out).
    startSandbox({ ports, host: '127.0.0.1', services: SANDBOX_SERVICES }),
    buildBrowserWallets({ format: 'iife' }),
    import('../ton').then(({ startTonNetwork }) => startTonNetwork({ port: ports.ton, host: '127.0.0.1' })),
  ])
  if (sandboxResult.status === 'rejected' || tonResult.status === 'rejected') {
    if (sandboxResult.status === 'fulfilled') await sandboxResult.value.close().catch(() => undefined)
    if (tonResult.status === 'fulfilled') await tonResult.value.close().catch(() => undefined)
    throw sandboxResult.status === 'rejected' ? sandboxResult.reason : (tonResult as PromiseRejectedResult).reason
  }
  const sandbox = sandboxResult.value
  const ton = tonResult.value
  const closeServices = () => Promise.all([sandbox.close(), ton.close()]).catch(() => undefined)
  if (bundleResult.status === 'rejected') {
    await closeServices()
    throw new Error(`The browser test wallets failed to build: ${String((bundleResult.reason as Error)?.message ?? bundleResult.reason)}`, {
      cause: bundleResult.reason,
    })
  }
  const walletsBundle = bundleResult.value

  let urls: Array<readonly [LauncherUrlName, string]> = []
  let demo: DemoServer
  try {
    const routes = createDemoRoutes({
      services: () => urls,
      walletsConfig: browserWalletsConfig({ ...sandbox.urls, ton: ton.rpcUrl }),
      walletsBundle: async () => walletsBundle,
    })
    // The WalletConnect test wallet page at /wc-wallet; its bundle builds on first request.
    addWalletPageRoutes(routes, { relayUrl: sandbox.urls.relay })
    extendDemo?.(routes, sandbox)
    demo = await startDemoServer({ host: '127.0.0.1', port: ports.demo, routes })
    // The secure site frames exact origins only: the demo's, by either loopback name.
    const { port } = new URL(demo.url)
    sandbox.allowOrigin(`http://127.0.0.1:${port}`)
    sandbox.allowOrigin(`http://localhost:${port}`)
  } catch (error) {
    await closeServices()
    throw error
  }

  urls = [
    ['api', sandbox.urls.api],
    ['blockchain-api', sandbox.urls.blockchainApi],
    ['relay', sandbox.urls.relay],
    ['evm-1', sandbox.urls.evm[1]],
    ['evm-137', sandbox.urls.evm[137]],
    ['solana', sandbox.urls.solana],
    ['tron', sandbox.urls.tron],
    ['ton', ton.rpcUrl],
    ['onramp-checkout', sandbox.urls.onrampCheckout],
    ['secure-site', sandbox.urls.secureSite],
    ['mailbox', `${sandbox.urls.mailbox}/`],
    ['wallets', `${demo.url}/wallets.js`],
    ['demo', `${demo.url}/?wallets=${DEMO_DEFAULT_WALLETS}`],
  ]
  let closing: Promise<void> | undefined
  return {
    sandbox,
    ton,
    demo,
    urls,
    close: () =>
      (closing ??= closeAll([
        { name: 'demo', close: () => demo.close() },
        { name: 'sandbox', close: () => sandbox.close() },
        { name: 'ton', close: () => ton.close() },
      ])),
  }
}
