import styled from 'styled-components'
import { ActivityList } from './ActivityList'

const Body = styled.div`
  padding: 0 16px 16px;
`

/** The Transactions view (title "Activity"): the full history, paged as it scrolls. */
export function TransactionsView() {
  return (
    <Body data-testid="w3m-transactions-view">
      <ActivityList maxHeight="min(520px, calc(100vh - 160px))" page="activity" />
    </Body>
  )
}

export default TransactionsView
