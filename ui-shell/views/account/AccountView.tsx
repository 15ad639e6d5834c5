import styled from 'styled-components'
import {
  ACCOUNT_STORE,
  accountBalanceText,
  CONNECTION_STORE,
  FEATURES,
  I18N,
  manifestMessageKey,
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
  useLocale,
  useMessages,
  useService,
  useStoreState,
} from '../../components'
import { useSlot } from '../../slots/useSlot'
import { BrandingFooter } from '../branding/BrandingFooter'
import { accountMessages } from './accountMessages'
import { AccountTabPanel } from './AccountTabPanel'
import { OtherNamespaces } from './OtherNamespaces'
import { accountActionsFor, accountTabsFor } from './accountTabs'
import { useAccountLabels } from './useAccountLabels'
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
  const t = useMessages(accountMessages)
  const { locale } = useLocale()
  const i18n = useService(I18N)
  const { tabLabel } = useAccountLabels()

  const address = account?.address
  useAccountViewRefresh(namespace, address, network?.caipNetworkId)

  const tabs = accountTabsFor(accountTabs, namespace).map((tab) => ({ ...tab, label: tabLabel(tab) }))
  const { walletFeaturesOrder } = useStoreState(useService(FEATURES).store).local
  const actions = accountActionsFor(accountActions, namespace, walletFeaturesOrder)
  // currentTab lives in the account store (spec §3), so the tab survives a trip to Send and back.
  const current = Math.min(Math.max(account?.currentTab ?? 0, 0), tabs.length - 1)
  const selectTab = (index: number) => {
    if (namespace) accountStore.patch(namespace, { currentTab: index })
  }

  const balance = accountBalanceText({ balance: account?.balance, balanceSymbol: account?.balanceSymbol, network, unsupported, locale })
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
          <VisuallyHidden>{t('networkLabel')}</VisuallyHidden>
          {unsupported ? t('switchNetwork') : (network?.name ?? t('unknownNetwork'))}
        </PillButton>
        <Flex align="center" gap={4} role="group" aria-label={t('accountTools')}>
          {headerEntries.map((entry) => (
            <IconButton
              key={entry.id}
              icon={entry.icon ? { path: entry.icon } : 'dot'}
              aria-label={i18n.manifestText(manifestMessageKey.slot(entry.id), entry.label)}
              title={i18n.manifestText(manifestMessageKey.slot(entry.id), entry.label)}
              data-testid={entry.testId ?? `w3m-header-${entry.id}`}
              onClick={() => router.push(entry.view)}
            />
          ))}
          <IconButton icon="settings" aria-label={t('accountSettings')} title={t('accountSettings')} data-testid="wui-profile-button" onClick={() => router.push('AccountSettings')} />
        </Flex>
      </TopRow>

      <span data-testid="single-account-avatar" translate="no">
        <Avatar address={address} src={account?.profileImage} size={64} alt={account?.profileName ?? ''} />
      </span>

      <Flex direction="column" align="center" gap={4}>
        <Flex align="center" gap={4}>
          {/* A name or an address is Latin text: isolated, so an RTL page keeps its start (`0x…`) first. */}
          <Text as="h2" variant="large-600" title={address} data-testid="w3m-account-name" translate="no" dir={account?.profileName ? 'auto' : 'ltr'} style={{ unicodeBidi: 'isolate' }}>
            {name}
          </Text>
          <CopyButton text={address} successMessage={t('addressCopied')} variant="ghost" size="sm" aria-label={t('copyAddress')} data-testid="w3m-account-copy-address">
            <VisuallyHidden>{t('copyAddress')}</VisuallyHidden>
          </CopyButton>
        </Flex>
        {balance ? (
          <Text as="p" variant="paragraph-500" color="secondary" data-testid="balance-amount" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
            {balance}
          </Text>
        ) : null}
        {account?.addressExplorerUrl ? (
          <Link href={account.addressExplorerUrl} data-testid="w3m-account-explorer-link">
            {t('blockExplorer')}
          </Link>
        ) : null}
      </Flex>

      <OtherNamespaces active={namespace} />

      <WalletFeatures actions={actions} />

      <Flex direction="column" gap={8} style={{ width: '100%' }}>
        <Tabs tabs={tabs} active={current} onChange={selectTab} aria-label={t('tabs')} idPrefix={TABS_ID} />
        {tabs[current] ? <AccountTabPanel tab={tabs[current]} index={current} idPrefix={TABS_ID} /> : null}
      </Flex>

      {/* Neutral, not danger: the danger variant's red on the light surface fails AA contrast (4.32:1). */}
      <Button variant="neutral" fullWidth loading={disconnecting} icon={<Icon name="close" />} onClick={() => void disconnect()} data-testid="disconnect-button">
        {t('disconnect')}
      </Button>
      <BrandingFooter />
    </Flex>
  )
}
