import { createGlobalStyle } from 'styled-components'

/**
 * Cuts the host page off at the shadow host (BYD-13): the page's rules can still match the host
 * element itself (e.g. `* { all: unset }`), and whatever they set would inherit inside. A
 * shadow root's !important declarations win over the page's, so these always apply.
 */
export const HostStyles = createGlobalStyle<{ $embedded?: boolean }>`
  :host {
    all: initial !important;
    display: ${({ $embedded }) => ($embedded ? 'block' : 'contents')} !important;
  }
`
