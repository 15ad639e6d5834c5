import type { ChainNamespace } from '../types'
import type { FeatureFlag, ViewLoader } from './types'

/** A lazily imported component module (`export default`); the kernel never looks inside. */
export type ComponentLoader = ViewLoader

/** A connect method a plugin draws in the Connect view (email, social, Farcaster, ...). */
export interface ConnectMethodEntry {
  id: string
  /**
   * Which section of CONV-01/02's order it joins: `email` and `social` follow
   * `features.connectMethodsOrder`; any other method goes after those, by `order`.
   */
  method: 'email' | 'social' | (string & {})
  component: ComponentLoader
  order?: number
}

/** A button in the Account view's header (e.g. smart sessions, `w3m-header-smart-sessions`). */
export interface AccountHeaderEntry {
  id: string
  /** Accessible name of the button. */
  label: string
  /** The view the button opens. */
  view: string
  /** An SVG path (24×24 box) drawn as its icon. */
  icon?: string
  testId?: string
  order?: number
  namespaces?: readonly ChainNamespace[]
}

/** A row of the AccountSettings view (names, preferred account type, smart sessions, email). */
export interface AccountSettingsEntry {
  id: string
  label: string
  /** The view the row opens; or draw the row yourself with `component`. */
  view?: string
  component?: ComponentLoader
  testId?: string
  order?: number
  namespaces?: readonly ChainNamespace[]
}

/**
 * An element placed over the modal card, following its rect as it shakes, resizes and closes
 * (the embedded wallet's secure frame). The component gets `{ rect, open }` props.
 */
export interface OverlayEntry {
  id: string
  component: ComponentLoader
}

/** Slots in the shell a plugin can fill, by name. */
export interface SlotEntries {
  connectMethods: ConnectMethodEntry
  accountHeader: AccountHeaderEntry
  accountSettings: AccountSettingsEntry
  overlay: OverlayEntry
}

export type SlotName = keyof SlotEntries

export const SLOT_NAMES: readonly SlotName[] = ['connectMethods', 'accountHeader', 'accountSettings', 'overlay']

/**
 * A loader, or in a manifest the name of one in the plugin module's `views` (PluginModule): a
 * name keeps the `import()`, and the preload list a host's bundler adds for it, out of the
 * first bundle.
 */
export type LoaderOrName = ComponentLoader | string

/** A slot entry as a manifest declares it: its component may be named instead of imported. */
export type DeclaredSlotEntry<T> = { [K in keyof T]: K extends 'component' ? LoaderOrName | Extract<T[K], undefined> : T[K] }

/** Declared in a manifest: slot entries registered on activation and removed on deactivation. */
export type ManifestSlots = { readonly [K in SlotName]?: readonly DeclaredSlotEntry<SlotEntries[K]>[] }

export type { FeatureFlag }
