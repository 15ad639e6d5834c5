// The typings of every custom element the kit puts in a page, so a host's TypeScript knows them:
// `document.querySelector('appkit-button')` is typed here (HTMLElementTagNameMap); JSX gets the
// same attribute lists in ui-shell/appKitJsxElements.ts. Types only: nothing here runs.
import type { ChainNamespace } from '../types'

/** `<appkit-button>` / `<w3m-button>`: AppKit's documented attributes (defineAppKitElements.ts reads them). */
export interface AppKitButtonAttributes {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  /** 'hide' leaves the balance out of the connected button. */
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  disabled?: boolean
  /** Address characters kept at the start and the end (4 and 6 by default). */
  charsStart?: number
  charsEnd?: number
}

/** `<appkit-connect-button>` / `<w3m-connect-button>`. */
export interface AppKitConnectButtonAttributes {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  namespace?: ChainNamespace
  disabled?: boolean
}

/** `<appkit-account-button>` / `<w3m-account-button>`. */
export interface AppKitAccountButtonAttributes {
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  disabled?: boolean
  charsStart?: number
  charsEnd?: number
}

/** `<appkit-network-button>` / `<w3m-network-button>`. */
export interface AppKitNetworkButtonAttributes {
  namespace?: ChainNamespace
  disabled?: boolean
}

/** Elements that take no attributes of their own: `<appkit-modal>` and the kit's own hosts. */
export type AppKitPlainElementAttributes = Record<never, never>

/**
 * Every tag the kit defines or renders, with its attributes: the `<appkit-*>` elements and their
 * legacy `<w3m-*>` names, `<appkit-modal>` / `<w3m-modal>`, and the kit's own hosts
 * `<airlock-modal>` (the modal's shadow root) and `<airlock-button>` (a React button's).
 */
export interface AppKitElementAttributes {
  'appkit-button': AppKitButtonAttributes
  'appkit-connect-button': AppKitConnectButtonAttributes
  'appkit-account-button': AppKitAccountButtonAttributes
  'appkit-network-button': AppKitNetworkButtonAttributes
  'appkit-modal': AppKitPlainElementAttributes
  'w3m-button': AppKitButtonAttributes
  'w3m-connect-button': AppKitConnectButtonAttributes
  'w3m-account-button': AppKitAccountButtonAttributes
  'w3m-network-button': AppKitNetworkButtonAttributes
  'w3m-modal': AppKitPlainElementAttributes
  'airlock-modal': AppKitPlainElementAttributes
  'airlock-button': AppKitPlainElementAttributes
}

export type AppKitElementTag = keyof AppKitElementAttributes

declare global {
  // The elements' classes are built at define time (defineAppKitElements.ts), so the page sees
  // plain HTMLElements with a shadow root; the attributes are the interface.
  interface HTMLElementTagNameMap extends Record<AppKitElementTag, HTMLElement> {}
}
