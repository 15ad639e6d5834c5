import type { Endpoints } from '../../../kernel'

/** What the quick-start page's scripts put on `window.__AIRLOCK_SANDBOX__` before its bundle runs. */
export interface QuickstartSandboxGlobals {
  /** From the launcher's /sandbox-config.js: devnet JSON-RPC per EVM chain id (the test wallets use them too). */
  rpcUrls?: Record<number, string>
  /** From /quickstart/config.js: the sandbox's endpoints. */
  endpoints?: Partial<Endpoints>
}
