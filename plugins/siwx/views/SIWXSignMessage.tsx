import styled from 'styled-components'
import { ACCOUNT_STORE, CONFIG, CONNECTION_STORE } from '../../../kernel/plugin'
import { Button, Flex, Icon, ImageWithFallback, Text, richMessage, useMessages, useService, useStoreState, WalletImage, vars } from '../../../ui-shell/components'
import { SIWX_SERVICE } from '../index'
import { signMessageMessages } from './messages'

const Images = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 8px 0 4px;
  & > * + * {
    margin-inline-start: -12px;
  }
  & > * {
    box-shadow: 0 0 0 4px ${vars.background};
    border-radius: 22px;
  }
`

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  width: 100%;
  padding-top: 8px;
`

// The bottom padding keeps the buttons clear of the snackbar ("Wallet connected", "Signature
// declined"), which the shell shows over the card's bottom edge.

/**
 * AppKit's SIWXSignMessage: the dapp's and the wallet's images, what signing is for, and
 * Cancel / Sign. Cancel disconnects while sign-in is required (SIWX-08), else only closes.
 */
export default function SIWXSignMessage() {
  const service = useService(SIWX_SERVICE)
  const t = useMessages(signMessageMessages)
  const config = useService(CONFIG)
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const accounts = useStoreState(useService(ACCOUNT_STORE))
  const { signing } = useStoreState(service.state)
  const wallet = activeNamespace ? accounts.accounts[activeNamespace]?.connectedWalletInfo : undefined
  const dappName = config.metadata?.name || t('dapp')
  const dappIcon = config.metadata?.icons?.[0]
  const required = service.isRequired()

  return (
    <Flex direction="column" align="center" gap={12} padding="16px 24px 60px" data-testid="w3m-siwx-sign-message-view">
      {/* The dapp's and the wallet's names label their images: data, never translated. */}
      <Images translate="no">
        <ImageWithFallback src={dappIcon} alt={dappName} size={64} shape="rounded" outlined fallback={<Icon name="network" size={32} role="img" aria-label={dappName} aria-hidden={undefined} />} />
        <WalletImage name={wallet?.name ?? t('wallet')} src={wallet?.icon} size={64} />
      </Images>
      <Text as="h2" variant="large-600" align="center" data-testid="w3m-siwx-title">
        {/* The dapp's name is data: isolated (its own direction inside any sentence) and never translated. */}
        {richMessage((values) => t('title', values), { name: <bdi translate="no">{dappName}</bdi> })}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center" data-testid="w3m-siwx-description">
        {t(required ? 'descriptionRequired' : 'description')}
      </Text>
      <Actions>
        <Button variant="neutral" size="md" fullWidth data-testid="w3m-connecting-siwe-cancel" disabled={signing} onClick={() => void service.cancel()}>
          {t('cancel')}
        </Button>
        <Button variant="accent" size="md" fullWidth loading={signing} data-testid="w3m-connecting-siwe-sign" onClick={() => void service.requestSignMessage()}>
          {t(signing ? 'signing' : 'sign')}
        </Button>
      </Actions>
    </Flex>
  )
}
