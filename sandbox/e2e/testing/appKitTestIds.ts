// AppKit's `data-testid` names and where each must be present, copied from the project's id list
// (shared/spec/testids.md, "Test ids kept from AppKit"; CI has only this repo). The check is
// sandbox/e2e/appKitTestIds.test.ts: it walks the demo and asserts every entry below.
//
// `view` is the kit's router view (`w3m-router-view`'s `data-view`, AppKit's view names) the id is
// found in, or `page` for the host page's buttons. Ids AppKit puts in the modal header are checked
// in the first view the walk shows them in. An id with a part that varies is listed with the
// value the walk reaches (the pattern in `pattern`).

export interface AppKitTestId {
  id: string
  view: string
  /** The varying id's pattern as testids.md writes it. */
  pattern?: string
  /** Where AppKit has it elsewhere, or the state that brings it. */
  note?: string
}

export const APPKIT_TEST_IDS: readonly AppKitTestId[] = [
  // The host page's buttons.
  { id: 'connect-button', view: 'page' },
  { id: 'connect-button-eip155', view: 'page', pattern: 'connect-button[-{namespace}]' },
  { id: 'account-button', view: 'page' },
  { id: 'account-button-eip155', view: 'page', pattern: 'account-button[-{namespace}]' },
  { id: 'w3m-network-button', view: 'page' },
  { id: 'wui-network-button', view: 'page', note: 'the button inside <w3m-network-button>' },
  // Modal frame and header.
  { id: 'w3m-modal-card', view: 'Connect' },
  { id: 'w3m-modal-overlay', view: 'Connect' },
  { id: 'w3m-header-close', view: 'Connect' },
  { id: 'w3m-header-text', view: 'Connect' },
  { id: 'header-back', view: 'AllWallets' },
  { id: 'wui-snackbar-message', view: 'ConnectingWalletConnect', note: 'after copying the link' },
  // Connect.
  { id: 'w3m-connect-scroll-view', view: 'Connect' },
  { id: 'wallet-selector-dev.airlock.testwallet1', view: 'Connect', pattern: 'wallet-selector-{connector id, lower case}' },
  { id: 'wallet-selector-c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', view: 'Connect', pattern: 'wallet-selector-{catalogue wallet id}' },
  { id: 'all-wallets', view: 'Connect' },
  { id: 'w3m-collapse-wallets-button', view: 'Connect', note: 'features.collapseWallets' },
  { id: 'w3m-legal-checkbox', view: 'Connect', note: 'features.legalCheckbox' },
  { id: 'wui-checkbox', view: 'Connect', note: 'features.legalCheckbox' },
  { id: 'w3m-email-login-or-separator', view: 'Connect' },
  { id: 'wui-email-input', view: 'Connect' },
  { id: 'w3m-social-login-widget', view: 'Connect' },
  { id: 'social-selector-google', view: 'Connect', pattern: 'social-selector-{social}' },
  { id: 'social-selector-more', view: 'Connect' },
  // AllWallets.
  { id: 'wui-input-text', view: 'AllWallets', note: 'the search box' },
  { id: 'wallet-list', view: 'AllWallets', note: 'the grid of search results (the Connect view\'s list has it too)' },
  { id: 'wallet-search-item-1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', view: 'AllWallets', pattern: 'wallet-search-item-{wallet id}' },
  { id: 'no-wallet-found', view: 'AllWallets', note: 'a search nothing matches' },
  { id: 'no-wallet-found-text', view: 'AllWallets', note: 'a search nothing matches' },
  // Connecting.
  { id: 'wui-qr-code', view: 'ConnectingWalletConnect' },
  { id: 'copy-wc2-uri', view: 'ConnectingWalletConnect', note: 'under the QR code' },
  { id: 'wui-link-copy', view: 'ConnectingWalletConnect', note: "on a phone, under the wallet's deep link (AppKit's w3m-connecting-widget)" },
  { id: 'w3m-connecting-widget-secondary-button', view: 'ConnectingExternal', note: 'the wallet declined' },
  { id: 'wui-list-chain-eip155', view: 'ConnectingMultiChain', pattern: 'wui-list-chain-{namespace}' },
  { id: 'wui-otp-input', view: 'EmailVerifyOtp' },
  { id: 'w3m-connecting-siwe-sign', view: 'SIWXSignMessage', note: '?siwx=default' },
  { id: 'w3m-connecting-siwe-cancel', view: 'SIWXSignMessage', note: '?siwx=default' },
  // Account.
  { id: 'w3m-account-select-network', view: 'Account', note: 'AppKit: the header of Account' },
  { id: 'w3m-header-smart-sessions', view: 'Account', note: 'the header of Account' },
  { id: 'single-account-avatar', view: 'Account' },
  { id: 'wui-profile-button', view: 'Account' },
  { id: 'w3m-account-wallet-features-widget', view: 'Account' },
  { id: 'wallet-features-onramp-button', view: 'Account', note: "AppKit's wallet features widget (1.8 also names FundWallet's Buy crypto so)" },
  { id: 'wallet-features-swaps-button', view: 'Account' },
  { id: 'wallet-features-receive-button', view: 'Account' },
  { id: 'wallet-features-send-button', view: 'Account' },
  { id: 'w3m-account-default-fund-wallet-button', view: 'Account' },
  { id: 'w3m-account-default-swaps-button', view: 'Account' },
  { id: 'w3m-account-default-send-button', view: 'Account' },
  { id: 'w3m-account-default-activity-button', view: 'Account' },
  { id: 'w3m-account-onramp-button', view: 'Account' },
  { id: 'w3m-account-receive-button', view: 'Account' },
  { id: 'tab-tokens', view: 'Account', pattern: 'tab-{tab label, lower case}' },
  { id: 'tab-activity', view: 'Account', pattern: 'tab-{tab label, lower case}' },
  { id: 'empty-account-state', view: 'Account', note: 'Activity tab of an account without transactions' },
  { id: 'group-title', view: 'Account', note: 'Activity tab of an account with transactions' },
  // Transactions (AppKit's Activity view, opened by w3m-account-default-activity-button).
  { id: 'empty-activity-state', view: 'Transactions', note: 'an account without transactions' },
  // AccountSettings.
  { id: 'account-settings-address', view: 'AccountSettings' },
  { id: 'account-switch-network-button', view: 'AccountSettings' },
  { id: 'account-choose-name-button', view: 'AccountSettings' },
  { id: 'disconnect-button', view: 'AccountSettings' },
  { id: 'w3m-account-email-update', view: 'AccountSettings', note: 'the embedded wallet' },
  { id: 'w3m-secure-website-button', view: 'UpgradeEmailWallet', note: "the embedded wallet: AccountSettings' Export key row, then the secure site's link" },
  { id: 'account-smart-account-settings-button', view: 'AccountSettings', note: 'the embedded wallet with a smart account' },
  { id: 'account-toggle-preferred-account-type', view: 'SmartAccountSettings', note: 'the embedded wallet with a smart account' },
  // Feature views.
  { id: 'w3m-network-switch-Polygon', view: 'Networks', pattern: 'w3m-network-switch-{network name}' },
  { id: 'w3m-switch-active-chain-button', view: 'SwitchActiveChain' },
  { id: 'w3m-switch-active-chain-to-Cosmos', view: 'SwitchActiveChain', pattern: 'w3m-switch-active-chain-to-{chain name}' },
  { id: 'receive-address-copy-button', view: 'WalletReceive' },
  { id: 'onramp-provider-coinbase', view: 'OnRampProviders', pattern: 'onramp-provider-{provider name}' },
  { id: 'wui-ens-input', view: 'RegisterAccountName' },
  { id: 'account-name-suggestion', view: 'RegisterAccountName', note: 'after typing a name' },
  { id: 'swap-input-sourceToken', view: 'Swap', pattern: 'swap-input-{sourceToken|toToken}' },
  { id: 'swap-input-toToken', view: 'Swap', pattern: 'swap-input-{sourceToken|toToken}' },
  { id: 'swap-input-token-sourceToken', view: 'Swap', pattern: 'swap-input-token-{target}' },
  { id: 'swap-select-token-button-toToken', view: 'Swap', pattern: 'swap-select-token-button-{target}' },
  { id: 'swap-action-button', view: 'Swap' },
  { id: 'swap-select-token-search-input', view: 'SwapSelectToken' },
  { id: 'swap-select-token-item-USDC', view: 'SwapSelectToken', pattern: 'swap-select-token-item-{symbol}' },
  // ProfileWallets (features.multiWallet).
  { id: 'active-connection', view: 'ProfileWallets', note: 'two wallets connected' },
  { id: 'recent-connection', view: 'ProfileWallets', note: 'a wallet disconnected on its own' },
  { id: 'recently-connected-text', view: 'ProfileWallets', note: 'a wallet disconnected on its own' },
  { id: 'balance-amount', view: 'ProfileWallets', note: 'the number of wallets connected (also the balance on the Account view and the account button)' },
  { id: 'add-connection-button', view: 'ProfileWallets' },
  { id: 'disconnect-all-button', view: 'ProfileWallets' },
  { id: 'tab-evm', view: 'ProfileWallets', pattern: 'tab-{tab label, lower case}', note: 'a tab per namespace when more than one is configured' },
  { id: 'tab-solana', view: 'ProfileWallets', pattern: 'tab-{tab label, lower case}', note: 'a tab per namespace when more than one is configured' },
  { id: 'empty-state-text', view: 'ProfileWallets', note: "the Cosmos tab with no wallet (the account's empty Activity tab has it too)" },
  { id: 'empty-state-description', view: 'ProfileWallets', note: 'the Cosmos tab with no wallet' },
  { id: 'empty-state-button', view: 'ProfileWallets', note: 'the Cosmos tab with no wallet: "Add Cosmos Wallet" (AllWallets\' "Try again" has it too)' },
]

/** Ids testids.md lists that Airlock cannot have, each with the reason; the check keeps this exact. */
export const APPKIT_TEST_ID_EXCEPTIONS: Readonly<Record<string, string>> = {}

/** testids.md's "Fixed ids", as written there: every one must have an entry above or an exception. */
export const TESTIDS_MD_FIXED = `
account-choose-name-button account-name-suggestion account-settings-address
account-smart-account-settings-button account-switch-network-button
account-toggle-preferred-account-type active-connection add-connection-button all-wallets
balance-amount copy-wc2-uri disconnect-all-button disconnect-button empty-account-state
empty-activity-state empty-state-button empty-state-description empty-state-text
group-title header-back no-wallet-found no-wallet-found-text receive-address-copy-button
recent-connection recently-connected-text single-account-avatar social-selector-more
swap-action-button swap-select-token-search-input
w3m-account-default-activity-button w3m-account-default-fund-wallet-button
w3m-account-default-send-button w3m-account-default-swaps-button w3m-account-email-update
w3m-account-onramp-button w3m-account-receive-button w3m-account-select-network
w3m-account-wallet-features-widget w3m-collapse-wallets-button w3m-connect-scroll-view
w3m-connecting-siwe-cancel w3m-connecting-siwe-sign w3m-connecting-widget-secondary-button
w3m-email-login-or-separator w3m-header-close w3m-header-smart-sessions w3m-header-text
w3m-legal-checkbox w3m-modal-card w3m-modal-overlay w3m-network-button
w3m-secure-website-button w3m-social-login-widget w3m-switch-active-chain-button
wallet-features-onramp-button wallet-features-receive-button wallet-features-send-button
wallet-features-swaps-button wallet-list wui-checkbox wui-email-input wui-ens-input
wui-input-text wui-link-copy wui-network-button wui-otp-input wui-profile-button wui-qr-code
wui-snackbar-message
`
  .split(/\s+/)
  .filter(Boolean)

/** testids.md's "Ids with a part that varies": every one must have an entry (its `pattern`) above. */
export const TESTIDS_MD_PATTERNS = [
  'connect-button[-{namespace}]',
  'account-button[-{namespace}]',
  'wallet-selector-{connector id, lower case}',
  'wallet-selector-{catalogue wallet id}',
  'wallet-search-item-{wallet id}',
  'w3m-network-switch-{network name}',
  'w3m-switch-active-chain-to-{chain name}',
  'social-selector-{social}',
  'onramp-provider-{provider name}',
  'tab-{tab label, lower case}',
  'wui-list-chain-{namespace}',
  'swap-input-{sourceToken|toToken}',
  'swap-input-token-{target}',
  'swap-select-token-button-{target}',
  'swap-select-token-item-{symbol}',
]
