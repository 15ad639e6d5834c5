import styled from 'styled-components'
import {
  ACCOUNT_STORE,
  accountBalanceText,
  CONNECTION_STORE,
  FEATURES,
  NETWORKS_STORE,
  PLUGIN_HOST,
  ROUTER,
  truncateAddress,
} from '../../../kernel'
import {
  Avatar,
  Button,
  CopyButton,
  Flex,
  Icon,
  IconButton,
  Link,
  NetworkImage,
  PillButton,
  Tabs,
  Text,
  VisuallyHidden,
  useService,
  useStoreState,
} from '../../components'
import { useSlot } from '../../slots/useSlot'
import { BrandingFooter } from '../branding/BrandingFooter'
import { AccountTabPanel } from './AccountTabPanel'
import { OtherNamespaces } from './OtherNamespaces'
import { accountActionsFor, accountTabsFor } from './accountTabs'
import { useAccountViewRefresh } from './useAccountViewRefresh'
import { useDisconnectAll } from './useDisconnectAll'
import { WalletFeatures } from './WalletFeatures'

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
`

const TABS_ID = 'w3m-account'

/** Core view "Account" (spec §2): who is connected, on which network, with what, and the way out. */
export default function AccountView() {
  const { activeNamespace: namespace } = useStoreState(useService(CONNECTION_STORE))
  const accountStore = useService(ACCOUNT_STORE)
  const { accounts } = useStoreState(accountStore)
  const account = namespace ? (accounts[namespace] ?? accountStore.get(namespace)) : undefined
  const { activeNetworks, isUnsupported } = useStoreState(useService(NETWORKS_STORE))
  const network = namespace ? activeNetworks[namespace] : undefined
  const unsupported = Boolean(namespace && isUnsupported[namespace])
  const { accountActions, accountTabs } = useStoreState(useService(PLUGIN_HOST).registry)
  const headerEntries = useSlot('accountHeader', namespace)
  const router = useService(ROUTER)
  const { disconnecting, disconnect } = useDisconnectAll()

  const address = account?.address
  useAccountViewRefresh(namespace, address, network?.caipNetworkId)

  const tabs = accountTabsFor(accountTabs, namespace)
  const { walletFeaturesOrder } = useStoreState(useService(FEATURES).store).local
  const actions = accountActionsFor(accountActions, namespace, walletFeaturesOrder)
  // currentTab lives in the account store (spec §3), so the tab survives a trip to Send and back.
  const current = Math.min(Math.max(account?.currentTab ?? 0, 0), tabs.length - 1)
  const selectTab = (index: number) => {
    if (namespace) accountStore.patch(namespace, { currentTab: index })
  }

  const balance = accountBalanceText({ balance: account?.balance, balanceSymbol: account?.balanceSymbol, network, unsupported })
  const name = account?.profileName || (address ? truncateAddress(address, { start: 4, end: 6 }) : '')

  if (!namespace || !address) {
    // Between a disconnect and the modal closing there is no account to show.
    return <Flex direction="column" padding="0 16px 16px" data-testid="w3m-account-view" />
  }

  return (
    <Flex direction="column" align="center" gap={12} padding="0 16px 16px" data-testid="w3m-account-view">
      <TopRow>
        <PillButton
          data-testid="w3m-account-select-network"
          onClick={() => router.push('Networks')}
          image={<NetworkImage network={network} size={24} />}
          trailing={<Icon name="chevronRight" size={14} />}
        >
          <VisuallyHidden>Network: </VisuallyHidden>
          {unsupported ? 'Switch Network' : (network?.name ?? 'Unknown Network')}
        </PillButton>
        <Flex align="center" gap={4} role="group" aria-label="Account tools">
          {headerEntries.map((entry) => (
            <IconButton
              key={entry.id}
              icon={entry.icon ? { path: entry.icon } : 'dot'}
              aria-label={entry.label}
              title={entry.label}
              data-testid={entry.testId ?? `w3m-header-${entry.id}`}
              onClick={() => router.push(entry.view)}
            />
          ))}
          <IconButton icon="settings" aria-label="Account settings" title="Account settings" data-testid="wui-profile-button" onClick={() => router.push('AccountSettings')} />
        </Flex>
      </TopRow>

      <span data-testid="single-account-avatar">
        <Avatar address={address} src={account?.profileImage} size={64} alt={account?.profileName ?? ''} />
      </span>

      <Flex direction="column" align="center" gap={4}>
        <Flex align="center" gap={4}>
          <Text as="h2" variant="large-600" title={address} data-testid="w3m-account-name">
            {name}
          </Text>
          <CopyButton text={address} successMessage="Address copied" variant="ghost" size="sm" aria-label="Copy address" data-testid="w3m-account-copy-address">
            <VisuallyHidden>Copy address</VisuallyHidden>
          </CopyButton>
        </Flex>
        {balance ? (
          <Text as="p" variant="paragraph-500" color="secondary" data-testid="balance-amount">
            {balance}
          </Text>
        ) : null}
        {account?.addressExplorerUrl ? (
          <Link href={account.addressExplorerUrl} data-testid="w3m-account-explorer-link">
            Block Explorer
          </Link>
        ) : null}
      </Flex>

      <OtherNamespaces active={namespace} />

      <WalletFeatures actions={actions} />

      <Flex direction="column" gap={8} style={{ width: '100%' }}>
        <Tabs tabs={tabs} active={current} onChange={selectTab} aria-label="Account" idPrefix={TABS_ID} />
        {tabs[current] ? <AccountTabPanel tab={tabs[current]} index={current} idPrefix={TABS_ID} /> : null}
      </Flex>

      {/* Neutral, not danger: the danger variant's red on the light surface fails AA contrast (4.32:1). */}
      <Button variant="neutral" fullWidth loading={disconnecting} icon={<Icon name="close" />} onClick={() => void disconnect()} data-testid="disconnect-button">
        Disconnect
      </Button>
      <BrandingFooter />
    </Flex>
  )
}
