// The kit's full kernel surface, for the shell (`ui-shell`) and the sandbox inside this repo:
// the plugin SDK plus the kit's internals (its container key). Not a package entry: hosts get
// `airlock` (./host.ts) and plugins `airlock/plugin` (./plugin.ts).
export * from './plugin'
export { createAppKit } from './createAppKit'
export { getDefaultKit, subscribeDefaultKit } from './elements/defaultKit'
export { defineAppKitElements } from './elements/defineAppKitElements'
export { avatarGradient } from './elements/avatarGradient'
export { DEFAULT_FONT_FAMILY, SYSTEM_FONT_STACK } from './elements/fontFamily'
// One button model for the <appkit-*> elements and the React buttons (airlock/react).
export {
  accountButtonModel,
  appKitButtonModel,
  connectButtonModel,
  sameButtonModel,
  subscribeButtonModel,
  type ButtonAttributes,
  type ButtonKind,
  type ButtonModel,
} from './elements/buttonModels'
export { networkButtonModel } from './elements/networkButtonModel'
export { accountBalanceText, type AccountBalanceInput } from './elements/accountBalanceText'
// The catalogues of what the kernel shows (issue 30): the shell translates alerts and snacks by these ids.
export { alertMessages } from './alerts/alertMessages'
export { DEFAULT_LOCALE } from './i18n/locales'
export { snackMessages } from './snackbar/snackMessages'
export { KIT_CONTAINER } from './kitContainer'
export { prefetchConnectView } from './catalogue/prefetchConnectView'
export { openViewKnown } from './modal/startup'
// Server rendering: the cookie the server reads, and the views of a kit before and at hydration.
export * from './ssr/index'
export { appKitPlaceholderCss } from './elements/placeholderCss'
