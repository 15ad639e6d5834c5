import type { CaipNetwork, Endpoints } from '../../kernel'

/** What the demo server puts on the page before the app runs (see addDemoAppRoutes). */
export interface DemoSandboxGlobals {
  /** From the launcher's sandbox-config.js: devnet RPC URLs for the test wallets. */
  rpcUrls?: Record<number, string>
  solanaRpcUrl?: string
  /** The TON sandbox's toncenter v2 base: the demo's TON networks use it. */
  tonRpcUrl?: string
  /** From app-config.js: the kit's endpoints and networks, pointing at the local sandbox. */
  endpoints?: Partial<Endpoints>
  networks?: CaipNetwork[]
  projectId?: string
}

declare global {
  interface Window {
    __AIRLOCK_SANDBOX__?: DemoSandboxGlobals
  }
}
