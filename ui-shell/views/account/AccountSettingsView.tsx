import { ACCOUNT_STORE, CONNECTION_STORE, I18N, NETWORKS_STORE, ROUTER, manifestMessageKey } from '../../../kernel'
import { Button, CopyButton, Flex, Icon, ListItem, NetworkImage, Text, VisuallyHidden, useMessages, useService, useStoreState } from '../../components'
import { SlotComponent } from '../../slots/SlotComponent'
import { useSlot } from '../../slots/useSlot'
import { accountMessages } from './accountMessages'
import { useDisconnectAll } from './useDisconnectAll'

/**
 * Core view "AccountSettings" (AppKit's, opened by `wui-profile-button`): the full address and
 * the rows plugins put in the accountSettings slot (names, preferred account type, smart
 * sessions, email), then Disconnect.
 */
export default function AccountSettingsView() {
  const { activeNamespace: namespace } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const address = namespace ? accounts[namespace]?.address : undefined
  const { activeNetworks } = useStoreState(useService(NETWORKS_STORE))
  const network = namespace ? activeNetworks[namespace] : undefined
  const rows = useSlot('accountSettings', namespace)
  const router = useService(ROUTER)
  const i18n = useService(I18N)
  const { disconnecting, disconnect } = useDisconnectAll()
  const t = useMessages(accountMessages)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-account-settings-view">
      {address ? (
        <Flex align="center" gap={4} justify="center">
          <Text as="p" variant="small-500" color="secondary" data-testid="account-settings-address" dir="ltr" style={{ wordBreak: 'break-all', textAlign: 'center', unicodeBidi: 'isolate' }}>
            {address}
          </Text>
          <CopyButton text={address} successMessage={t('addressCopied')} variant="ghost" size="sm" aria-label={t('copyAddress')}>
            <VisuallyHidden>{t('copyAddress')}</VisuallyHidden>
          </CopyButton>
        </Flex>
      ) : null}
      <Flex direction="column" gap={8} role="list" aria-label={t('accountSettings')}>
        {/* AppKit's network row: the active network, opening the Networks view. */}
        <div role="listitem">
          <ListItem
            image={<NetworkImage network={network} size={24} />}
            label={network?.name ?? t('unknownNetwork')}
            chevron
            data-testid="account-switch-network-button"
            onClick={() => router.push('Networks')}
          />
        </div>
        {rows.map((row) => (
          <div role="listitem" key={row.id}>
            {row.component ? (
              <SlotComponent id={row.id} load={row.component} />
            ) : (
              <ListItem label={i18n.manifestText(manifestMessageKey.slot(row.id), row.label)} chevron data-testid={row.testId ?? `account-settings-${row.id}`} onClick={() => row.view && router.push(row.view)} />
            )}
          </div>
        ))}
      </Flex>
      <Button variant="neutral" fullWidth loading={disconnecting} icon={<Icon name="close" />} onClick={() => void disconnect()} data-testid="disconnect-button">
        {t('disconnect')}
      </Button>
    </Flex>
  )
}
