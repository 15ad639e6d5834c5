import type { CaipNetwork, Endpoints } from '../../kernel'
import type { ReactAppKitOptions } from '../../ui-shell'

/** What a browser test's page is created with (`window.__E2E__`). */
export interface TestPageConfig {
  /** createAppKit options on top of the page's defaults (test views, a test chain adapter). */
  options?: Partial<Omit<ReactAppKitOptions, 'networks' | 'plugins' | 'adapters'>>
  endpoints?: Partial<Endpoints>
  networks?: CaipNetwork[]
  /** Leave the test chain adapter out (then the kernel opens ConnectingWalletConnectBasic). */
  noAdapter?: boolean
}

declare global {
  interface Window {
    __E2E__?: TestPageConfig
  }
}
