import { useEffect, useRef } from 'react'
import { Flex, Spinner, Text, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { AUTH_FRAME, AUTH_SERVICE } from '../index'
import { approveMessages } from './messages'

/** Room the secure frame's approval needs: title, details, the message and two buttons. */
const FRAME_HEIGHT = 380

/**
 * ApproveTransaction: the secure frame is placed over this box (the overlay slot) and shows the
 * decoded request with its own Sign / Approve and Cancel buttons, which the host page cannot
 * reach into. Leaving the view cancels the request.
 */
export default function ApproveTransaction() {
  const service = useService(AUTH_SERVICE)
  const t = useMessages(approveMessages)
  const { approving, frame } = useStoreState(service.store)
  const box = useRef<HTMLDivElement>(null)
  const secureFrame = useOptionalService(AUTH_FRAME)
  // The frame never takes the focus itself; a keyboard user Tabs to this box, which hands the
  // focus on to the frame, where Tab reaches its own Cancel and Sign.
  const focusable = approving && frame === 'ready'

  useEffect(() => {
    service.store.setState({ anchor: box.current ?? undefined })
    return () => {
      service.store.setState({ anchor: undefined })
      service.cancelApproval()
    }
  }, [service])

  return (
    <Flex direction="column" padding="0 0 16px" data-testid="w3m-approve-transaction-view">
      <div
        ref={box}
        tabIndex={focusable ? 0 : undefined}
        role={focusable ? 'group' : undefined}
        aria-label={focusable ? t('frameLabel') : undefined}
        data-testid="w3m-approve-transaction-frame-box"
        onFocus={() => secureFrame?.element()?.focus()}
        style={{ height: FRAME_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {frame === 'failed' ? (
          <Text as="p" variant="paragraph-400" color="error" align="center">
            {t('failed')}
          </Text>
        ) : approving ? (
          <Spinner size={24} label={t('loading')} />
        ) : (
          <Text as="p" variant="paragraph-400" color="secondary" align="center">
            {t('nothing')}
          </Text>
        )}
      </div>
    </Flex>
  )
}
