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
