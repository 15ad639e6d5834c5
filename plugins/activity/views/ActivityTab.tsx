import { ActivityList } from './ActivityList'

/** The Account view's Activity tab (ACT-01): the history under the account header. */
export function ActivityTab() {
  return <ActivityList maxHeight="min(360px, calc(100vh - 380px))" page="account" />
}

export default ActivityTab
