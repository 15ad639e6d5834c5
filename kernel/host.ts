// What a host app uses: createAppKit (headless, with the `<appkit-*>` elements), AppKit's
// instance and option types, and the error classes. The `airlock` entry is ui-shell/html/index.ts,
// which re-exports this with the shell's createAppKit (the modal, lazily). Plugins build on
// `airlock/plugin`; kit internals are in neither.
export { createAppKit } from './createAppKit'
export { getDefaultKit, subscribeDefaultKit } from './elements/defaultKit'
export { defineAppKitElements } from './elements/defineAppKitElements'
export type { AppKit, PublicAccount, PublicNetwork, PublicState, ThemeSnapshot } from './createPublicApi'
export type * from './config/options'
export type { Endpoints } from './config/endpoints'
export { DEFAULT_ENDPOINTS } from './config/endpoints'
export type { KitEvent, TrackEvent, TrackEventName } from './bus/events'
export type * from './types'
export type { ViewName, OpenRequest } from './router/viewNames'
export type { PluginManifest, FeatureFlag } from './plugins/types'
export type { ChainAdapter } from './plugins/chainAdapter'
export * from './errors'
export { NotSupportedError } from './publicApi/notSupported'
// Brings the elements' HTMLElementTagNameMap entries to every host that imports the kit.
export type * from './elements/appKitElementTypes'
// Server rendering (AppKit / wagmi names): restore keys in a cookie, read back on the server.
export { cookieStorage, createCookieStorage, cookieToInitialState, type AppKitInitialState, type InitialAccount, type CookieToInitialStateOptions } from './ssr/index'
// Same-size placeholders of server-rendered <appkit-*> elements until they are defined.
export { appKitPlaceholderCss } from './elements/placeholderCss'
