import { definePlugin } from '../../kernel/plugin'

/**
 * The Activity tab and header button as the manifest declares them (eip155), and as activate
 * re-registers them with the namespaces whose chain plugins read their own history.
 */
export const ACTIVITY_TAB = { id: 'activity', order: 3, label: 'Activity' } as const

export const ACTIVITY_HEADER = {
  id: 'activity',
  label: 'Activity',
  view: 'Transactions',
  icon: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v5l3 3',
  // AppKit's Activity button (w3m-account-default-activity-button) opens the full list.
  testId: 'w3m-account-default-activity-button',
} as const

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
