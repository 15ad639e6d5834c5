import { ACCOUNT_STORE, ROUTER } from '../../../kernel/plugin'
import { defineMessages } from '../../../kernel/plugin'
import { Chip, Icon, ListItem, useMessages, useService, useStoreState } from '../../../ui-shell/components'

const m = defineMessages('names', 'AccountNameRow', {
  accountName: 'Account name',
  registered: 'Registered',
  accountNameLabel: 'Account name: {name}',
  choose: 'Choose account name',
  instead: 'Instead of a 0x address',
})

/**
 * The names row of AccountSettings (NAME-01): "Choose account name" while the eip155 account has
 * none (`account-choose-name-button`), otherwise the name it goes by.
 */
export default function AccountNameRow() {
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const router = useService(ROUTER)
  const name = accounts.eip155?.profileName
  const t = useMessages(m)
  if (name) {
    return (
      <ListItem
        label={<bdi translate="no">{name}</bdi>}
        description={t('accountName')}
        trailing={<Chip variant="success">{t('registered')}</Chip>}
        disabled
        aria-label={t('accountNameLabel', { name })}
        data-testid="account-settings-name"
      />
    )
  }
  return (
    <ListItem
      image={<Icon name="wallet" size={20} />}
      label={t('choose')}
      description={t('instead')}
      chevron
      onClick={() => router.push('ChooseAccountName')}
      data-testid="account-choose-name-button"
    />
  )
}
