import { definePlugin } from '../../kernel/plugin'

/**
 * Activity: the Account view's Activity tab and the Transactions view, from the blockchain
 * API's history (paged, grouped by month, spam and other chains filtered out), with a pending
 * row right after a send. Gated by the `activity` flag (ACT-02; AppKit's older `history`), and
 * offered on eip155 only (ACT-12): other namespaces show no Activity tab.
 */
export const activity = definePlugin({
  id: 'activity',
  feature: 'activity',
  views: { Transactions: { title: 'Activity' } },
  accountTabs: [{ id: 'activity', order: 3, label: 'Activity', view: 'ActivityTab', namespaces: ['eip155'] }],
  // AppKit's Activity button (w3m-account-default-activity-button) opens the full list.
  slots: {
    accountHeader: [
      { id: 'activity', label: 'Activity', view: 'Transactions', icon: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v5l3 3', testId: 'w3m-account-default-activity-button', namespaces: ['eip155'] },
    ],
  },
  messages: () => import('./locales/index'),
  load: () => import('./activate'),
})
