import { useEffect } from 'react'
import styled from 'styled-components'
import { ROUTER } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, radius, useErrorText, useFormat, useLocale, useMessages, useService, vars, type Translate } from '../../../ui-shell/components'
import { SWAP_SLIPPAGE } from '../createSwapApi'
import { SwapMessages } from '../createSwapService'
import { swapPreviewMessages } from '../swapMessages'
import { formatAmount, formatUsd, usdValue } from '../swapDetails'
import type { SwapToken } from '../swapToken'
import { SwapDetails } from './SwapDetails'
import { SwapTokenImage } from './SwapTokenImage'
import { useSwap } from './useSwap'

const Card = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

function Side({ label, token, amount, usd, testId }: { label: string; token: SwapToken; amount: string; usd: number; testId: string }) {
  const { locale } = useLocale()
  return (
    <Card>
      <Flex direction="column" gap={2}>
        <Text variant="small-400" color="secondary">
          {label}
        </Text>
        <Text variant="large-600" data-testid={`${testId}-amount`}>
          <bdi translate="no">{`${formatAmount(amount, 6, locale)} ${token.symbol}`}</bdi>
        </Text>
        <Text variant="small-400" color="secondary" data-testid={`${testId}-usd`}>
          <bdi translate="no">{formatUsd(usd, locale)}</bdi>
        </Text>
      </Flex>
      <SwapTokenImage token={token} size={40} />
    </Card>
  )
}

/** The service's own reasons (English in its state) in the kit's locale; a wallet's or the API's words as they came. */
function wordReason(reason: string, t: Translate<keyof typeof swapPreviewMessages.en>, slippage: string): string {
  if (reason === SwapMessages.reverted) return t('reverted', { slippage })
  if (reason === SwapMessages.approvalReverted) return t('approvalReverted')
  if (reason === SwapMessages.quoteMoved) return t('quoteMoved')
  return reason
}

/** AppKit's SwapPreview: what leaves and what arrives, the details, then Approve (when needed) or Swap. */
export default function SwapPreview() {
  const { service, state, priceOf } = useSwap()
  const router = useService(ROUTER)
  const t = useMessages(swapPreviewMessages)
  const errorText = useErrorText()
  const slippage = useFormat().percent(SWAP_SLIPPAGE / 100)
  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, approvalNeeded, preparing, sending, previewError, previewErrorWords, previewNotice, transaction, networkFee } = state

  useEffect(() => {
    void service.preparePreview()
  }, [service])

  if (!sourceToken || !toToken) return <Flex direction="column" padding="0 16px 16px" data-testid="w3m-swap-preview-view" />

  const busy = preparing || sending !== undefined
  const onAction = () => {
    if (approvalNeeded) void service.approve()
    // The service shows failures in the view and as a snack; the form stays.
    else void service.swap().catch(() => undefined)
  }

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-swap-preview-view">
      <Side label={t('send')} token={sourceToken} amount={sourceTokenAmount} usd={usdValue(sourceTokenAmount, priceOf(sourceToken))} testId="swap-preview-send" />
      <Side label={t('receive')} token={toToken} amount={toTokenAmount} usd={usdValue(toTokenAmount, priceOf(toToken))} testId="swap-preview-receive" />
      <SwapDetails state={state} networkFee={networkFee} />
      <Flex align="center" justify="center" gap={6}>
        <Icon name="info" size={16} aria-hidden="true" />
        <Text as="p" variant="small-400" color="secondary" data-testid="swap-preview-review-text">
          {t('reviewCarefully')}
        </Text>
      </Flex>
      {approvalNeeded && !previewError ? (
        <Text as="p" variant="small-400" color="secondary" align="center" data-testid="swap-preview-approval-text">
          {t('approveFirst', { symbol: sourceToken.symbol })}
        </Text>
      ) : null}
      {previewNotice && !previewError ? (
        <Text as="p" role="status" variant="small-500" align="center" data-testid="swap-preview-notice">
          {wordReason(previewNotice, t, slippage)}
        </Text>
      ) : null}
      {previewError ? (
        <Text as="p" role="alert" variant="small-500" color="error" align="center" data-testid="swap-preview-error">
          {previewErrorWords ? errorText({ words: previewErrorWords }) : wordReason(previewError, t, slippage)}
        </Text>
      ) : null}
      <Flex gap={8}>
        <Button variant="neutral" size="lg" fullWidth disabled={sending !== undefined} onClick={() => router.goBack()} data-testid="swap-preview-cancel-button">
          {t('cancel')}
        </Button>
        <Button size="lg" fullWidth loading={busy} disabled={busy || !transaction} onClick={onAction} data-testid="swap-preview-action-button">
          {approvalNeeded ? t('approve') : t('swap')}
        </Button>
      </Flex>
    </Flex>
  )
}
