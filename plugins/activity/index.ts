import { definePlugin } from '../../kernel/plugin'
import { ACTIVITY_HEADER, ACTIVITY_TAB } from './activityEntries'

/**
 * Activity: the Account view's Activity tab and the Transactions view, from the blockchain
 * API's history (paged, grouped by month, spam and other chains filtered out), with a pending
 * row right after a send. Gated by the `activity` flag (ACT-02; AppKit's older `history`). The
 * blockchain API's history is eip155's only (ACT-12); activate adds the tab for another namespace
 * only when its chain plugin reads its own history (`getActivity`).
 */
export const activity = definePlugin({
  id: 'activity',
  feature: 'activity',
  views: { Transactions: { title: 'Activity' } },
  accountTabs: [{ ...ACTIVITY_TAB, view: 'ActivityTab', namespaces: ['eip155'] }],
  slots: { accountHeader: [{ ...ACTIVITY_HEADER, namespaces: ['eip155'] }] },
  messages: () => import('./locales/index'),
  load: () => import('./activate'),
})
