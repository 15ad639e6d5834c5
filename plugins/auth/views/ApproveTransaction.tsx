import { useEffect, useRef } from 'react'
import { Flex, Spinner, Text, useService, useStoreState } from '../../../ui-shell/components'
import { AUTH_SERVICE } from '../index'

/** Room the secure frame's approval needs: title, details, the message and two buttons. */
const FRAME_HEIGHT = 380

/**
 * ApproveTransaction: the secure frame is placed over this box (the overlay slot) and shows the
 * decoded request with its own Sign / Approve and Cancel buttons, which the host page cannot
 * reach into. Leaving the view cancels the request.
 */
export default function ApproveTransaction() {
  const service = useService(AUTH_SERVICE)
  const { approving, frame } = useStoreState(service.store)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    service.store.setState({ anchor: box.current ?? undefined })
    return () => {
      service.store.setState({ anchor: undefined })
      service.cancelApproval()
    }
  }, [service])

  return (
    <Flex direction="column" padding="0 0 16px" data-testid="w3m-approve-transaction-view">
      <div ref={box} style={{ height: FRAME_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {frame === 'failed' ? (
          <Text as="p" variant="paragraph-400" color="error" align="center">
            The secure wallet could not be loaded.
          </Text>
        ) : approving ? (
          <Spinner size={24} label="Loading the secure wallet" />
        ) : (
          <Text as="p" variant="paragraph-400" color="secondary" align="center">
            No request is waiting for approval.
          </Text>
        )}
      </div>
    </Flex>
  )
}
