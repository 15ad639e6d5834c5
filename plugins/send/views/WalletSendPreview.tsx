import styled from 'styled-components'
import { ROUTER, truncateAddress } from '../../../kernel/plugin'
import { Avatar, Button, Flex, NetworkImage, Text, radius, useService, vars } from '../../../ui-shell/components'
import { formatUsd, usdValueOf } from '../formatUsd'
import { SEND_SERVICE } from '../index'
import { TokenImage } from './TokenImage'
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

/** AppKit's WalletSendPreview: what goes where (amount, receiver, from, network), then Send. */
export default function WalletSendPreview() {
  const { draft, network, account } = useSendContext()
  const router = useService(ROUTER)
  const service = useService(SEND_SERVICE)
  const { token, sendTokenAmount, receiverAddress, receiverProfileName, receiverProfileImageUrl, loading } = draft
  const from = account?.address

  // The service shows failures as a snack and keeps the draft; nothing more to do here.
  const onSend = () => void service.send().catch(() => undefined)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-wallet-send-preview-view">
      <Card>
        <Flex direction="column" gap={2}>
          <Text variant="small-400" color="secondary">
            Send
          </Text>
          <Text variant="large-600" data-testid="w3m-send-preview-amount">
            {`${sendTokenAmount ?? '0'} ${token?.symbol ?? ''}`.trim()}
          </Text>
          {token && token.price > 0 ? (
            <Text variant="small-400" color="secondary" data-testid="w3m-send-preview-usd">
              {formatUsd(usdValueOf(sendTokenAmount, token.price))}
            </Text>
          ) : null}
        </Flex>
        {token ? <TokenImage token={token} size={40} /> : null}
      </Card>
      <Card>
        <Flex direction="column" gap={2} style={{ minWidth: 0 }}>
          <Text variant="small-400" color="secondary">
            To
          </Text>
          <Text variant="paragraph-500" truncate data-testid="w3m-send-preview-receiver">
            {receiverProfileName ?? (receiverAddress ? truncateAddress(receiverAddress) : '')}
          </Text>
          {receiverProfileName && receiverAddress ? (
            <Text variant="small-400" color="secondary">
              {truncateAddress(receiverAddress)}
            </Text>
          ) : null}
        </Flex>
        {receiverAddress ? <Avatar address={receiverAddress} src={receiverProfileImageUrl} size={40} alt={receiverProfileName ?? ''} /> : null}
      </Card>

      <Flex direction="column" gap={4} padding="0 4px">
        <Row>
          <Text variant="small-400" color="secondary">
            From
          </Text>
          <Text variant="small-500" data-testid="w3m-send-preview-from">
            {from ? truncateAddress(from) : ''}
          </Text>
        </Row>
        <Row>
          <Text variant="small-400" color="secondary">
            Network
          </Text>
          <Flex align="center" gap={6}>
            <NetworkImage network={network} size={20} />
            <Text variant="small-500" data-testid="w3m-send-preview-network">
              {network?.name ?? ''}
            </Text>
          </Flex>
        </Row>
      </Flex>

      <Text variant="small-400" color="secondary" align="center">
        Review the transaction carefully: a send cannot be undone.
      </Text>
      <Flex gap={8}>
        <Button variant="neutral" size="lg" fullWidth onClick={() => router.goBack()} disabled={loading} data-testid="w3m-send-cancel-button">
          Cancel
        </Button>
        <Button size="lg" fullWidth onClick={onSend} loading={loading} disabled={loading} data-testid="w3m-send-button">
          Send
        </Button>
      </Flex>
    </Flex>
  )
}
