import styled from 'styled-components'
import { ACCOUNT_STORE, CONNECTION_STORE, NETWORKS_STORE, defineMessages, truncateAddress } from '../../../kernel/plugin'
import {
  CopyButton,
  EmptyState,
  Flex,
  NetworkImage,
  QrCode,
  Text,
  radius,
  useCatalogueImage,
  useMessages,
  useService,
  useStoreState,
  vars,
} from '../../../ui-shell/components'
import { receiveNetworks } from '../receiveNetworks'

const NetworkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  margin: 0;
  padding: 8px;
  box-sizing: border-box;
  list-style: none;
  border-radius: ${radius.l};
  background: ${vars.surface};
  li { display: flex; align-items: center; gap: 8px; min-height: 32px; }
`

/** The words of AppKit's receive view, kept so visitors moving over read the same words. */
export const receiveMessages = defineMessages('receive', 'WalletReceive', {
  copied: 'Address copied',
  hint: 'Copy your address or scan this QR code',
  networks: 'Only receive assets on these networks',
  copy: 'Copy address',
  copyLabel: 'Copy address {address}',
  qrAlt: 'QR code of the address {address}',
  noWallet: 'No wallet connected',
  connectToReceive: 'Connect a wallet to receive assets',
})

/**
 * WalletReceive: the active account's address as a QR code with the wallet's icon (else the
 * network's) in the middle, a copy button, and the networks the address can receive on.
 */
export function WalletReceive() {
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const networksState = useStoreState(useService(NETWORKS_STORE))
  const account = activeNamespace ? accounts[activeNamespace] : undefined
  const network = activeNamespace ? networksState.activeNetworks[activeNamespace] : undefined
  const networkImage = useCatalogueImage('asset', network?.assets?.imageId, network?.assets?.imageUrl)
  const address = account?.address
  const networks = receiveNetworks(networksState, activeNamespace)
  const t = useMessages(receiveMessages)

  if (!address) {
    return (
      <Flex direction="column" padding="0 16px 16px">
        <EmptyState icon="wallet" title={t('noWallet')} description={t('connectToReceive')} />
      </Flex>
    )
  }

  return (
    <Flex direction="column" align="center" gap={16} padding="8px 16px 16px" data-testid="w3m-wallet-receive-view">
      <QrCode
        uri={address}
        size={232}
        imageSrc={account?.connectedWalletInfo?.icon ?? networkImage}
        alt={t('qrAlt', { address })}
      />
      <Flex direction="column" align="center" gap={4}>
        <Text variant="paragraph-500" data-testid="receive-address" title={address}>
          <bdi>{truncateAddress(address, { start: 6, end: 6 })}</bdi>
        </Text>
        <Text variant="small-400" color="secondary" align="center">
          {t('hint')}
        </Text>
      </Flex>
      <CopyButton
        text={address}
        successMessage={t('copied')}
        data-testid="receive-address-copy-button"
        aria-label={t('copyLabel', { address })}
        fullWidth
      >
        {t('copy')}
      </CopyButton>
      {networks.length ? (
        <Flex direction="column" gap={8} style={{ width: '100%' }}>
          <Text as="h3" variant="small-500" color="secondary" id="receive-networks-title">
            {t('networks')}
          </Text>
          <NetworkList aria-labelledby="receive-networks-title" data-testid="receive-networks">
            {networks.map((n) => (
              <li key={n.caipNetworkId}>
                <NetworkImage network={n} size={24} />
                <Text variant="small-500">{n.name}</Text>
              </li>
            ))}
          </NetworkList>
        </Flex>
      ) : null}
    </Flex>
  )
}

export default WalletReceive
