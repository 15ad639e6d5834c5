// `airlock/react`: AppKit's React API (createAppKit, hooks, buttons) over Airlock's kernel. This
// entry sits in the host's first bundle, so nothing here imports styled-components, the router
// or a view: the modal is `import()`ed on first open (modal/startModalMount.ts).
export { createAppKit } from './kit/createAppKit'
export { AppKitProvider, type AppKitProviderProps } from './kit/AppKitProvider'
// Server rendering (AppKit / wagmi names): the kit's cookie storage and the request's initial state.
export { cookieStorage, createCookieStorage, cookieToInitialState, type AppKitInitialState, type InitialAccount, type CookieToInitialStateOptions } from '../kernel/host'
export { appKitPlaceholderCss } from '../kernel/host'
export type { ReactAppKitOptions, ShellOptions } from './kit/shellOptions'
export { coreViews } from './coreViews'

export { useAppKit, type UseAppKitReturn } from './hooks/useAppKit'
export { useAppKitAccount, type UseAppKitAccountReturn } from './hooks/useAppKitAccount'
export { useAppKitNetwork, type UseAppKitNetworkReturn } from './hooks/useAppKitNetwork'
export { useAppKitState, type UseAppKitStateReturn } from './hooks/useAppKitState'
export { useAppKitTheme, type UseAppKitThemeReturn } from './hooks/useAppKitTheme'
export { useAppKitLocale, type UseAppKitLocaleReturn } from './hooks/useAppKitLocale'
export { useAppKitEvents, type UseAppKitEventsReturn } from './hooks/useAppKitEvents'
export { useDisconnect, type UseDisconnectReturn } from './hooks/useDisconnect'
export { useWalletInfo, type UseWalletInfoReturn } from './hooks/useWalletInfo'
export { useAppKitProvider, type UseAppKitProviderReturn } from './hooks/useAppKitProvider'
export { useAppKitNetworkCore, type UseAppKitNetworkCoreReturn } from './hooks/useAppKitNetworkCore'
export { useAppKitBalance, type UseAppKitBalanceReturn, type FetchBalanceResult } from './hooks/useAppKitBalance'
export {
  useAppKitConnection,
  type UseAppKitConnectionProps,
  type UseAppKitConnectionReturn,
  type UseAppKitMultiConnectionReturn,
} from './hooks/useAppKitConnection'
export { useAppKitSIWX } from './hooks/useAppKitSIWX'
export { useAppKitWallet, type UseAppKitWalletParameters, type UseAppKitWalletReturn, type WalletConnectResult } from './hooks/useAppKitWallet'
export { useAppKitWallets, type UseAppKitWalletsReturn } from './hooks/useAppKitWallets'
export { useAppKitConnections, type FormattedConnection, type UseAppKitConnectionsReturn } from './hooks/useAppKitConnections'
export { useAppKitUpdateEmail } from './hooks/useAppKitUpdateEmail'
export { useAppKitEmailLogin, type EmailLoginStep, type UseAppKitEmailLoginReturn } from './hooks/useAppKitEmailLogin'

export { AppKitButton, type AppKitButtonProps } from './buttons/AppKitButton'
export { AppKitConnectButton, type AppKitConnectButtonProps } from './buttons/AppKitConnectButton'
export { AppKitAccountButton, type AppKitAccountButtonProps } from './buttons/AppKitAccountButton'
export { AppKitNetworkButton, type AppKitNetworkButtonProps } from './buttons/AppKitNetworkButton'
export { AppKitModal } from './modal/AppKitModal'

// Airlock's own: a kit's services and stores from React (views and power users).
export { useKit } from './kit/useKit'
export { useService } from './kit/useService'
export { useStoreState } from './hooks/useStoreState'
export { useRouterState } from './router/useRouterState'

export type { AppKit, AppKitOptions, PublicAccount, PublicNetwork, PublicState, ThemeMode, ThemeVariables } from '../kernel'
// The custom elements' typings (JSX and HTMLElementTagNameMap): `<appkit-button />` compiles in a React host.
export type { AppKitJsxElementProps, AppKitJsxIntrinsicElements } from './appKitJsxElements'
export type { AppKitElementAttributes, AppKitElementTag } from '../kernel/host'
