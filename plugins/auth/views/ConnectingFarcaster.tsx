import { useEffect } from 'react'
import { Button, CopyButton, Flex, Link, QrCode, Skeleton, Spinner, Text, useMessages, useService, useStoreState } from '../../../ui-shell/components'
import { MODAL_CONTROLLER } from '../../../kernel/plugin'
import { AUTH_LOGIN_FLOWS } from '../index'
import { errorMessages, errorText } from './errorText'
import { commonMessages, farcasterMessages } from './messages'

const QR_SIZE = 264

/**
 * ConnectingFarcaster: the relay's `farcaster://connect` URL as a QR code to scan with the
 * Farcaster app, to copy, or to open on this device (deep link). Once the app approved, the
 * embedded wallet connects. Leaving the view closes the request (AUTH-10, in createLoginFlows).
 */
export default function ConnectingFarcaster() {
  const flows = useService(AUTH_LOGIN_FLOWS)
  const modal = useService(MODAL_CONTROLLER)
  const { status, url, error, answer } = useStoreState(flows.farcaster)
  const t = useMessages(farcasterMessages)
  const common = useMessages(commonMessages)
  const te = useMessages(errorMessages)

  useEffect(() => {
    let live = true
    const begin = async () => {
      // A fresh request each visit; starting one closes any earlier one.
      await flows.startFarcaster()
      await flows.awaitFarcaster()
      if (live) await modal.connected({ namespace: 'eip155', fromView: 'ConnectingFarcaster' })
    }
    begin().catch(() => undefined) // the store carries the error for the view
    return () => void (live = false)
  }, [flows, modal])

  const retry = () => {
    flows
      .startFarcaster()
      .then(() => flows.awaitFarcaster())
      .then(() => modal.connected({ namespace: 'eip155', fromView: 'ConnectingFarcaster' }))
      .catch(() => undefined)
  }

  return (
    <Flex direction="column" align="center" gap={16} padding="16px 20px 24px" data-testid="w3m-connecting-farcaster-view" data-status={status}>
      {url && status !== 'error' ? (
        <div style={{ opacity: status === 'connecting' ? 0.25 : 1 }}>
          <QrCode uri={url} size={QR_SIZE} alt={t('qrAlt')} />
        </div>
      ) : status === 'error' ? null : (
        <div style={{ width: QR_SIZE, height: QR_SIZE }} aria-busy="true" data-testid="w3m-connecting-farcaster-loading">
          <Skeleton width="100%" height="100%" rounded="xl" />
        </div>
      )}
      <div aria-live="polite">
        {status === 'error' ? (
          <Text as="p" variant="paragraph-500" color="error" align="center" data-testid="w3m-connecting-farcaster-error">
            {errorText({ message: error, answer }, te)}
          </Text>
        ) : status === 'connecting' ? (
          <Flex gap={8} align="center">
            <Spinner size={16} label={common('connecting')} />
            <Text as="p" variant="paragraph-500" align="center">
              {common('connectingWallet')}
            </Text>
          </Flex>
        ) : (
          <Text as="p" variant="paragraph-500" align="center" data-testid="w3m-connecting-farcaster-text">
            {t('scan')}
          </Text>
        )}
      </div>
      {status === 'error' ? (
        <Button variant="accent" onClick={retry} data-testid="w3m-connecting-farcaster-retry">
          {t('tryAgain')}
        </Button>
      ) : (
        <Flex gap={12} align="center" justify="center" wrap>
          <CopyButton text={url ?? ''} disabled={!url} variant="ghost" size="sm" successMessage={t('linkCopied')}>
            {t('copyLink')}
          </CopyButton>
          {url ? (
            <Link href={url} target="_self" data-testid="w3m-connecting-farcaster-open">
              {t('open')}
            </Link>
          ) : null}
        </Flex>
      )}
    </Flex>
  )
}
