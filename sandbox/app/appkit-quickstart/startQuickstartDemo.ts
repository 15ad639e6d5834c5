// The demo host as `npm start` serves it, reduced to what the quick-start page needs: the API
// and the EVM devnets, the launcher's routes (sandbox config, test wallets) and /quickstart.
// For browser tests; `extend` adds a test's own pages to the same host.
import { browserWalletsConfig } from '../../launcher/browserWalletsConfig'
import { createDemoRoutes } from '../../launcher/demoRoutes'
import { startDemoServer, type DemoRoutes, type DemoServer } from '../../launcher/demoServer'
import { startSandbox } from '../../testing/startSandbox'
import type { Sandbox } from '../../testing/types'
import { buildBrowserWallets } from '../../wallets/browser/buildBrowserWallets'
import { addQuickstartRoutes } from './addQuickstartRoutes'

export interface QuickstartDemo {
  sandbox: Sandbox<'api' | 'evm'>
  demo: DemoServer
  close(): Promise<void>
}

export async function startQuickstartDemo(
  options: {
    extend?: (routes: DemoRoutes, sandbox: Sandbox<'api' | 'evm'>) => void
    /** Services beyond the API and the EVM devnets (the Solana test wallet then uses that devnet). */
    extraServices?: readonly ('solana' | 'onramp' | 'relay' | 'secureSite')[]
  } = {},
): Promise<QuickstartDemo> {
  const [sandbox, wallets] = await Promise.all([
    // Typed as api + evm either way: callers that ask for more read it from the sandbox's fields.
    startSandbox({ services: ['api', 'evm', ...(options.extraServices ?? [])] }) as Promise<Sandbox<'api' | 'evm'>>,
    buildBrowserWallets({ format: 'iife' }),
  ])
  try {
    const routes = createDemoRoutes({
      services: () => [],
      // The Solana devnet only when asked for; otherwise the page is EVM only.
      walletsConfig: browserWalletsConfig({ evm: sandbox.urls.evm, solana: (sandbox.urls.solana as string | undefined) ?? '' }),
      walletsBundle: async () => wallets,
    })
    addQuickstartRoutes(routes, { endpoints: sandbox.endpoints })
    options.extend?.(routes, sandbox)
    const demo = await startDemoServer({ routes })
    // The embedded wallet's secure site frames exact origins only: this page's is listed.
    sandbox.allowOrigin(demo.url)
    return {
      sandbox,
      demo,
      async close() {
        await demo.close().catch(() => undefined)
        await sandbox.close()
      },
    }
  } catch (error) {
    await sandbox.close().catch(() => undefined)
    throw error
  }
}
