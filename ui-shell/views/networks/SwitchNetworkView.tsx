import { useCallback, useEffect, useRef, useState } from 'react'
import styled, { keyframes } from 'styled-components'
import { CONNECTION_CONTROLLER, MODAL_CONTROLLER, ROUTER, errorMessage, errorWordsOf, type CaipNetwork } from '../../../kernel'
import { Button, EmptyState, Flex, Icon, NetworkImage, Text, useErrorText, useMessages, useRouterState, useService, vars } from '../../components'
import { networksMessages } from './networksMessages'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled.span<{ $state: SwitchState }>`
  position: relative;
  display: inline-flex;
  padding: 8px;
  border-radius: 50%;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    border: 2px solid ${({ $state }) => ($state === 'error' ? vars.error : vars.accent)};
    animation: ${spin} 1s linear infinite;
    ${({ $state }) => ($state === 'switching' ? 'border-top-color: transparent;' : 'animation: none;')}
  }
  @media (prefers-reduced-motion: reduce) { &::after { animation: none; } }
`

type SwitchState = 'switching' | 'error' | 'success'

/**
 * SwitchNetwork (router data `{ network }`): asks the wallet to switch through the connection
 * controller (NET-01..04, the adapter's add-chain fallback included), with a retry when the
 * wallet declines. Success goes back; from UnsupportedChain it closes, that problem being solved.
 */
export default function SwitchNetworkView() {
  const { data } = useRouterState()
  const network = data?.network as CaipNetwork | undefined
  const controller = useService(CONNECTION_CONTROLLER)
  const router = useService(ROUTER)
  const modal = useService(MODAL_CONTROLLER)
  const [state, setState] = useState<SwitchState>('switching')
  // What the wallet or the chain plugin threw, kept whole so its words follow the locale.
  const [error, setError] = useState<{ reason: unknown } | undefined>()
  const live = useRef(true)
  const started = useRef(false)
  const t = useMessages(networksMessages)
  const say = useErrorText()

  const run = useCallback(async () => {
    if (!network) return
    setState('switching')
    setError(undefined)
    try {
      await controller.switchNetwork(network)
    } catch (reason) {
      if (!live.current) return
      setState('error')
      setError({ reason })
      return
    }
    if (!live.current) return
    setState('success')
    const { history, view } = router.getState()
    if (view !== 'SwitchNetwork') return
    if (history[history.length - 2]?.view === 'UnsupportedChain') modal.close()
    else router.goBack()
  }, [network, controller, router, modal])

  useEffect(() => {
    live.current = true
    // Once per mount: StrictMode re-runs effects, and a wallet must not be asked twice.
    if (!started.current) {
      started.current = true
      void run()
    }
    return () => {
      live.current = false
    }
  }, [run])

  if (!network) return <EmptyState icon="warning" title={t('networkNotFound')} data-testid="w3m-network-switch-missing" />

  const failed = state === 'error'
  return (
    <Flex direction="column" align="center" gap={24} padding="24px 16px 24px" data-testid="w3m-network-switch-view" data-state={state} data-error={error && errorMessage(error.reason)}>
      <Ring $state={state}>
        <NetworkImage network={network} size={72} />
        {failed ? (
          <span style={{ position: 'absolute', insetInlineEnd: 0, insetBlockEnd: 0, color: vars.error, display: 'inline-flex', background: vars.background, borderRadius: '50%' }} aria-hidden="true">
            <Icon name="close" size={16} />
          </span>
        ) : null}
      </Ring>
      <Flex direction="column" align="center" gap={8} role={failed ? 'alert' : 'status'}>
        <Text as="p" variant="large-500" align="center" data-testid="w3m-network-switch-label">
          {failed ? t('switchDeclined') : t('approveInWallet')}
        </Text>
        <Text as="p" variant="small-400" color="secondary" align="center" data-testid="w3m-network-switch-hint">
          {/* A refusal the chain plugin has words for says why ("Chain is not supported"); else the general hint. */}
          {failed ? (error && errorWordsOf(error.reason) ? say(error.reason) : t('declinedHint')) : t('approveHint')}
        </Text>
      </Flex>
      {failed ? (
        <Button variant="accent" onClick={() => void run()} data-testid="w3m-network-switch-retry">
          {t('tryAgain')}
        </Button>
      ) : null}
    </Flex>
  )
}
