import { Flex } from '../components/Flex'
import { Skeleton } from '../components/Skeleton'

/** What shows while a view's module downloads. */
export function ViewSkeleton() {
  return (
    <Flex direction="column" gap={8} padding="8px 16px 16px" data-testid="w3m-view-skeleton" aria-busy="true">
      <Skeleton height={56} rounded="l" />
      <Skeleton height={56} rounded="l" />
      <Skeleton height={56} rounded="l" />
    </Flex>
  )
}
