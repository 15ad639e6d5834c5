import { useCallback, useEffect, useLayoutEffect } from 'react'
import styled from 'styled-components'
import { ACCOUNT_STORE, CONNECTION_STORE, NETWORKS_STORE, ROUTER, type SwapArguments } from '../../../kernel/plugin'
import { Button, Flex, IconButton, Text, useMessages, useRouterState, useService, useStoreState, vars } from '../../../ui-shell/components'
import { swapViewMessages } from '../swapMessages'
import { canReviewSwap, swapActionLabel } from '../swapActionLabel'
import { usdValue } from '../swapDetails'
import { SWAP_CAIP_NETWORK_IDS } from '../swapNetworks'
import { SwapDetails } from './SwapDetails'
import { SwapInput } from './SwapInput'
import { useSwap } from './useSwap'
import { useSwapRefresh } from './useSwapRefresh'

const Flip = styled.div`
  display: flex;
  justify-content: center;
  margin-block: -20px;
  z-index: 1;
  button { background: ${vars.background}; border: 4px solid ${vars.background}; box-sizing: content-box; }
`

/** Router entries whose `swap` prefill was applied (the same entry object comes back on goBack). */
const appliedPrefills = new WeakSet<object>()

const FLIP_ICON = 'M7 4v14M7 18l-3-3M7 18l3-3M17 20V6M17 6l-3 3M17 6l3 3'

/** AppKit's Swap view: what to pay and what to receive, the quote's details, then Review swap. */
export default function Swap() {
  const { service, state, priceOf } = useSwap()
  const router = useService(ROUTER)
  const t = useMessages(swapViewMessages)
  const { data } = useRouterState()
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { activeNetworks } = useStoreState(useService(NETWORKS_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const network = activeNamespace ? activeNetworks[activeNamespace] : undefined
  const address = activeNamespace ? accounts[activeNamespace]?.address : undefined
  const prefill = data?.swap as SwapArguments | undefined

  // Before paint: entering marks the form loading at once, so last time's form never shows as ready.
  useLayoutEffect(() => {
    // An open()'s prefill applies once; back from the token list or the preview, the visitor's edits stay.
    const fresh = data !== undefined && !appliedPrefills.has(data)
    if (data) appliedPrefills.add(data)
    void service.enter(fresh ? prefill : undefined)
    return () => service.leave()
    // The prefill is read once per entry; a new network or account starts over.
  }, [service, network?.caipNetworkId, address])

  // SWAP-12/13: elsewhere the visitor picks one of the swap networks.
  useEffect(() => {
    if (state.status === 'unsupported') router.replace('UnsupportedChain', { swapUnsupportedChain: true, allowedNetworkIds: SWAP_CAIP_NETWORK_IDS })
  }, [state.status, router])

  const refresh = useCallback(() => void service.refresh().catch(() => undefined), [service])
  useSwapRefresh(refresh, state.status === 'ready')

  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, loadingQuote, quoteError, loadError } = state
  const pick = (target: 'sourceToken' | 'toToken') => router.push('SwapSelectToken', { target })

  if (!address) {
    return (
      <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-swap-view">
        <Text as="p" variant="paragraph-400" color="secondary" align="center">
          {t('connectToSwap')}
        </Text>
      </Flex>
    )
  }

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-swap-view">
      <Flex direction="column" gap={4}>
        <SwapInput
          target="sourceToken"
          label={t('youPay')}
          token={sourceToken}
          amount={sourceTokenAmount}
          usdValue={usdValue(sourceTokenAmount, priceOf(sourceToken))}
          onAmount={service.setSourceTokenAmount}
          onMax={service.setMax}
          onSelectToken={() => pick('sourceToken')}
        />
        <Flip>
          <IconButton icon={{ path: FLIP_ICON }} aria-label={t('switchTokens')} data-testid="swap-flip-button" onClick={service.flip} disabled={!sourceToken || !toToken} />
        </Flip>
        <SwapInput
          target="toToken"
          label={t('youReceive')}
          token={toToken}
          amount={toTokenAmount}
          loading={loadingQuote}
          usdValue={usdValue(toTokenAmount, priceOf(toToken))}
          onSelectToken={() => pick('toToken')}
        />
      </Flex>
      {loadError || quoteError ? (
        <Text as="p" role="alert" variant="small-500" color="error" align="center" data-testid="swap-error">
          {loadError ?? quoteError}
        </Text>
      ) : null}
      {!loadingQuote && !quoteError ? <SwapDetails state={state} /> : null}
      <Button
        size="lg"
        fullWidth
        loading={state.status === 'loading'}
        disabled={state.status !== 'ready' || !canReviewSwap(state)}
        onClick={() => router.push('SwapPreview')}
        data-testid="swap-action-button"
      >
        {swapActionLabel(state, t)}
      </Button>
    </Flex>
  )
}
