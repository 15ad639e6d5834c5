import styled from 'styled-components'
import { ROUTER, truncateAddress } from '../../../kernel/plugin'
import { Avatar, Button, Flex, NetworkImage, Text, radius, useFormat, useMessages, useService, vars } from '../../../ui-shell/components'
import { usdValueOf } from '../usdValueOf'
import { walletSendPreviewMessages } from '../sendMessages'
import { SEND_SERVICE } from '../index'
import { TokenImage } from './TokenImage'
import { usePreviewFee } from './usePreviewFee'
import { useSendContext } from './useSendContext'

const Card = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 32px;
`

/** AppKit's WalletSendPreview: what goes where (amount, receiver, from, network, the fee when the chain plugin estimates it), then Send. */
export default function WalletSendPreview() {
  const { draft, network, account } = useSendContext()
  const router = useService(ROUTER)
  const service = useService(SEND_SERVICE)
  const t = useMessages(walletSendPreviewMessages)
  const format = useFormat()
  const { token, sendTokenAmount, receiverAddress, receiverProfileName, receiverProfileImageUrl, loading } = draft
  const from = account?.address
  const fee = usePreviewFee()

  // The service shows failures as a snack and keeps the draft; nothing more to do here.
  const onSend = () => void service.send().catch(() => undefined)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-wallet-send-preview-view">
      <Card>
        <Flex direction="column" gap={2}>
          <Text variant="small-400" color="secondary">
            {t('send')}
          </Text>
          <Text variant="large-600" data-testid="w3m-send-preview-amount">
            <bdi>{`${sendTokenAmount ?? '0'} ${token?.symbol ?? ''}`.trim()}</bdi>
          </Text>
          {token && token.price > 0 ? (
            <Text variant="small-400" color="secondary" data-testid="w3m-send-preview-usd">
              <bdi>{format.fiat(usdValueOf(sendTokenAmount, token.price))}</bdi>
            </Text>
          ) : null}
        </Flex>
        {token ? <TokenImage token={token} size={40} /> : null}
      </Card>
      <Card>
        <Flex direction="column" gap={2} style={{ minWidth: 0 }}>
          <Text variant="small-400" color="secondary">
            {t('to')}
          </Text>
          <Text variant="paragraph-500" truncate data-testid="w3m-send-preview-receiver">
            <bdi>{receiverProfileName ?? (receiverAddress ? truncateAddress(receiverAddress) : '')}</bdi>
          </Text>
          {receiverProfileName && receiverAddress ? (
            <Text variant="small-400" color="secondary">
              <bdi>{truncateAddress(receiverAddress)}</bdi>
            </Text>
          ) : null}
        </Flex>
        {receiverAddress ? <Avatar address={receiverAddress} src={receiverProfileImageUrl} size={40} alt={receiverProfileName ?? ''} /> : null}
      </Card>

      <Flex direction="column" gap={4} padding="0 4px">
        <Row>
          <Text variant="small-400" color="secondary">
            {t('from')}
          </Text>
          <Text variant="small-500" data-testid="w3m-send-preview-from">
            <bdi>{from ? truncateAddress(from) : ''}</bdi>
          </Text>
        </Row>
        <Row>
          <Text variant="small-400" color="secondary">
            {t('network')}
          </Text>
          <Flex align="center" gap={6}>
            <NetworkImage network={network} size={20} />
            <Text variant="small-500" data-testid="w3m-send-preview-network">
              {network?.name ?? ''}
            </Text>
          </Flex>
        </Row>
        {fee !== undefined && network ? (
          <Row>
            <Text variant="small-400" color="secondary">
              {t('networkFee')}
            </Text>
            <Text variant="small-500" data-testid="w3m-send-preview-fee">
              <bdi>{`${fee} ${network.nativeCurrency.symbol}`}</bdi>
            </Text>
          </Row>
        ) : null}
      </Flex>

      <Text variant="small-400" color="secondary" align="center">
        {t('warning')}
      </Text>
      <Flex gap={8}>
        <Button variant="neutral" size="lg" fullWidth onClick={() => router.goBack()} disabled={loading} data-testid="w3m-send-cancel-button">
          {t('cancel')}
        </Button>
        <Button size="lg" fullWidth onClick={onSend} loading={loading} disabled={loading} data-testid="w3m-send-button">
          {t('send')}
        </Button>
      </Flex>
    </Flex>
  )
}
