import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import {
  CONFIG,
  CONNECTION_CONTROLLER,
  MODAL_CONTROLLER,
  SNACKBAR,
  type Connector,
  type ConnectionController,
  type WalletEntry,
} from '../../../kernel'
import { Button, Flex, Spinner, Text, useLocale, useMessages, useRouterState, useService, vars, WalletImage } from '../../components'
import { isolateName } from '../../connect'
import { clampLines } from './clampLines'
import { connectingMessages } from './connectingMessages'

/** After this long without an answer the "Try again" button appears beside the spinner. */
export const CONNECT_RETRY_AFTER_MS = 15_000

type Phase = 'connecting' | 'slow' | 'error' | 'connected'
type Outcome = { ok: true } | { ok: false; error: unknown }

const ImageRing = styled.div<{ $error: boolean }>`
  position: relative;
  display: inline-flex;
  padding: 6px;
  border-radius: 24px;
  box-shadow: 0 0 0 2px ${({ $error }) => ($error ? vars.error : vars.border)};
`
const Loader = styled.span`
  position: absolute;
  inset-inline-end: -10px;
  bottom: -10px;
  display: inline-flex;
  padding: 3px;
  border-radius: 50%;
  background: ${vars.background};
`

function start(controller: ConnectionController, connector: Connector): Promise<Outcome> {
  return controller.connect({ connector }).then(
    () => ({ ok: true }) as const,
    (error: unknown) => ({ ok: false, error }) as const,
  )
}

/**
 * ConnectingExternal: asks an installed, announced, external or multi-chain wallet to connect
 * as soon as it shows. Success closes the modal (AppKit's behaviour; with SIWX the sign-in view
 * takes over instead); a refusal shows "Connection declined" and "Try again"; a wallet that
 * never answers still leaves "Try again" and the back button, never a lone spinner.
 */
export default function ConnectingExternalView() {
  const { data } = useRouterState()
  const connector = data?.connector as Connector | undefined
  const wallet = data?.wallet as WalletEntry | undefined
  const controller = useService(CONNECTION_CONTROLLER)
  const modal = useService(MODAL_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const config = useService(CONFIG)
  const t = useMessages(connectingMessages)
  const { dir } = useLocale()
  // The snackbar's text in the locale of the moment it shows, without restarting the attempt.
  const connectedText = useRef('')
  connectedText.current = t('walletConnected')
  const [attempt, setAttempt] = useState(1)
  const [phase, setPhase] = useState<Phase>('connecting')
  // One request per attempt, even when React runs the effect twice (StrictMode, remounts).
  const request = useRef<{ attempt: number; connector: Connector; promise: Promise<Outcome> } | undefined>(undefined)

  useEffect(() => {
    if (!connector) return
    if (request.current?.attempt !== attempt || request.current.connector !== connector) {
      request.current = { attempt, connector, promise: start(controller, connector) }
    }
    let live = true
    setPhase('connecting')
    const slow = setTimeout(() => live && setPhase((p) => (p === 'connecting' ? 'slow' : p)), CONNECT_RETRY_AFTER_MS)
    void request.current.promise.then((outcome) => {
      clearTimeout(slow)
      if (!live) return
      if (!outcome.ok) {
        setPhase('error')
        return
      }
      setPhase('connected')
      snackbar.showSuccess(connectedText.current)
      // Sign-in (a plugin's gate) may take the modal over; otherwise it closes.
      void modal.connected({ namespace: connector?.chain, fromView: 'ConnectingExternal' })
    })
    return () => {
      live = false
      clearTimeout(slow)
    }
  }, [attempt, connector, controller, modal, snackbar, config])

  // Leaving the view (back, another wallet) abandons the attempt. Checked a tick later, so a
  // StrictMode remount, which runs the effect again at once, keeps it.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      setTimeout(() => {
        if (!mounted.current) controller.cancelConnect()
      }, 0)
    }
  }, [controller])

  const name = wallet?.name ?? connector?.name ?? t('wallet')
  const shownName = isolateName(name, dir)
  const imageSrc = (connector && config.connectorImages[connector.id]) ?? connector?.imageUrl ?? connector?.info?.icon ?? wallet?.image_url ?? undefined
  const imageId = imageSrc ? undefined : (connector?.imageId ?? wallet?.image_id)
  const error = phase === 'error' || !connector
  const showRetry = phase === 'error' || phase === 'slow'

  return (
    <Flex direction="column" align="center" gap={20} padding="24px 16px 20px" data-testid="w3m-connecting-external-view" data-phase={phase}>
      <ImageRing $error={error}>
        <WalletImage name={name} src={imageSrc} imageId={imageId} size={72} />
        {!error && phase !== 'connected' ? (
          <Loader>
            <Spinner size={20} label={t('waitingFor', { name: shownName })} />
          </Loader>
        ) : null}
      </ImageRing>
      <Flex direction="column" align="center" gap={8} role="status" aria-live="polite">
        <Text as="p" variant="paragraph-500" color={error ? 'error' : 'foreground'} align="center" style={clampLines(2)} data-testid="w3m-connecting-widget-label">
          {error ? t('declined') : t('continueIn', { name: shownName })}
        </Text>
        <Text as="p" variant="small-400" color="secondary" align="center" data-testid="w3m-connecting-widget-secondary-label">
          {t(!connector ? 'noWallet' : error ? 'declinedHint' : phase === 'slow' ? 'slow' : 'accept')}
        </Text>
      </Flex>
      {showRetry && connector ? (
        <Button variant="neutral" size="sm" onClick={() => setAttempt((n) => n + 1)} data-testid="w3m-connecting-widget-secondary-button">
          {t('tryAgain')}
        </Button>
      ) : null}
    </Flex>
  )
}
