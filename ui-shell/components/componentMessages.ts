import { CORE_PACK, defineMessages } from '../../kernel'

/** The design system's own words: defaults a view may override, and the alert bar's dismiss. */
export const componentMessages = defineMessages(CORE_PACK, 'components', {
  loading: 'Loading',
  tabs: 'Tabs',
  searchWallet: 'Search wallet',
  copy: 'Copy',
  copied: 'Copied',
  failedToCopy: 'Failed to copy',
  dismiss: 'Dismiss',
})
