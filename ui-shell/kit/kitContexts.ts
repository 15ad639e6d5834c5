import { createContext, type Context } from 'react'
import type { AppKit } from '../../kernel'

// Apart from <AppKitProvider>: the buttons and hooks read these in a host's first bundle, while
// the provider (and its server placeholders) is bundled where it is used. A module is the unit a
// bundler places, so sharing one file would put the provider in every first bundle.

// Typed by name, so the declaration build can refer to AppKit instead of spelling out its shape.
export const KitContext: Context<AppKit | undefined> = /*#__PURE__*/ createContext<AppKit | undefined>(undefined)
/** The kit as the server rendered it (its initial state only): React's server snapshot for the hooks. */
export const SnapshotKitContext: Context<AppKit | undefined> = /*#__PURE__*/ createContext<AppKit | undefined>(undefined)
