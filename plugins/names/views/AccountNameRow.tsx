import { ACCOUNT_STORE, ROUTER } from '../../../kernel/plugin'
import { Chip, Icon, ListItem, useService, useStoreState } from '../../../ui-shell/components'

/**
 * The names row of AccountSettings (NAME-01): "Choose account name" while the eip155 account has
 * none (`account-choose-name-button`), otherwise the name it goes by.
 */
export default function AccountNameRow() {
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const router = useService(ROUTER)
  const name = accounts.eip155?.profileName
  if (name) {
    return (
      <ListItem
        label={name}
        description="Account name"
        trailing={<Chip variant="success">Registered</Chip>}
        disabled
        aria-label={`Account name: ${name}`}
        data-testid="account-settings-name"
      />
    )
  }
  return (
    <ListItem
      image={<Icon name="wallet" size={20} />}
      label="Choose account name"
      description="Instead of a 0x address"
      chevron
      onClick={() => router.push('ChooseAccountName')}
      data-testid="account-choose-name-button"
    />
  )
}
