/** One host app under sandbox/bench/subjects/<name>/, and how the browser finds its parts. */
export interface Subject {
  name: string
  description: string
  kind: 'baseline' | 'airlock' | 'peer'
  /** CSS selectors (matched through open shadow roots) of the connect button. */
  button: string[]
  /** The first connect option in the modal. */
  firstOption: string[]
  /** The connected UI (account button). */
  account: string[]
  /** The modal's close button, for when Escape leaves it open; empty: no way to close. */
  close: string[]
}

// AppKit keeps the same test ids on its web components (spec/testids.md), so Airlock and AppKit
// share selectors; RainbowKit has its own rk-* ids.
const APPKIT_BUTTON = ['[data-testid="connect-button"]', 'wui-connect-button button']
const APPKIT_OPTION = ['[data-testid^="wallet-selector-"]', '[data-testid="all-wallets"]']
const APPKIT_ACCOUNT = ['[data-testid^="account-button"]', 'wui-account-button']
const APPKIT_CLOSE = ['[data-testid="w3m-header-close"]']

export const SUBJECTS: readonly Subject[] = [
  {
    name: 'baseline',
    description: 'React 19 app with a plain button, no kit',
    kind: 'baseline',
    button: ['[data-testid="connect-button"]'],
    firstOption: ['[data-testid="wallet-selector-baseline"]'],
    account: [],
    // Its list never closes: no reopen or leak measure for the baseline.
    close: [],
  },
  {
    name: 'airlock-minimal',
    description: 'Airlock kernel + shell + eip155, default features',
    kind: 'airlock',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'airlock-full',
    description: 'Airlock + every plugin under plugins/',
    kind: 'airlock',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'airlock-core',
    description: 'Airlock html-core: airlock createAppKit + <appkit-button>, no React in the host',
    kind: 'airlock',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'airlock-wc-only',
    description: 'Airlock airlock/react with networks only (no adapter): WalletConnect first',
    kind: 'airlock',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'airlock-core-wc-only',
    description: 'Airlock html-core with networks only (no adapter): WalletConnect first',
    kind: 'airlock',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'appkit-wagmi',
    description: '@reown/appkit React + wagmi adapter',
    kind: 'peer',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'appkit-core',
    description: '@reown/appkit/react-core, no adapter',
    kind: 'peer',
    button: APPKIT_BUTTON,
    firstOption: APPKIT_OPTION,
    account: APPKIT_ACCOUNT,
    close: APPKIT_CLOSE,
  },
  {
    name: 'rainbowkit',
    description: '@rainbow-me/rainbowkit + wagmi',
    kind: 'peer',
    button: ['[data-testid="rk-connect-button"]'],
    firstOption: ['[data-testid^="rk-wallet-option-"]'],
    account: ['[data-testid="rk-account-button"]'],
    close: ['[aria-label="Close"]'],
  },
]
