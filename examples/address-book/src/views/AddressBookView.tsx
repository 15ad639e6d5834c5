import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { ACCOUNT_STORE, CONNECTION_STORE, truncateAddress } from 'airlock/plugin'
import { Button, Checkbox, EmptyState, Flex, IconButton, Input, Text, radius, useErrorText, useMessages, useService, useStoreState, vars } from 'airlock/react/components'
import { addressBookMessages } from '../messages'
import { useAddressBookState } from './useAddressBookState'

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 8px 8px 12px;
    border-radius: ${radius.l};
    background: ${vars.surface};
  }
`

/**
 * The address book: contacts of the connected namespace, a form to save one (the connected
 * address is offered), and the badge switch. The header title comes from the manifest.
 */
export function AddressBookView() {
  const t = useMessages(addressBookMessages)
  const errorText = useErrorText()
  const { book, state } = useAddressBookState()
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const own = activeNamespace ? accounts[activeNamespace]?.address : undefined
  const [label, setLabel] = useState('')
  const [address, setAddress] = useState('')
  // The error itself, not its text: the view words it in the locale shown now.
  const [error, setError] = useState<unknown>()

  if (!book || !activeNamespace) {
    return (
      <Flex direction="column" padding="0 16px 16px">
        <EmptyState icon="wallet" title={t('noBookTitle')} description={t('noBookText')} />
      </Flex>
    )
  }
  const entries = state.entries.filter((entry) => entry.namespace === activeNamespace)

  const save = (event: FormEvent) => {
    event.preventDefault()
    try {
      book.add({ label, address: address || own || '', namespace: activeNamespace })
      setLabel('')
      setAddress('')
      setError(undefined)
    } catch (cause) {
      setError(cause)
    }
  }

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="address-book-view">
      {entries.length === 0 ? (
        <Text as="p" variant="small-400" color="secondary" align="center" data-testid="address-book-empty">
          {t('empty', { namespace: activeNamespace })}
        </Text>
      ) : (
        <List aria-label={t('list')} data-testid="address-book-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Flex direction="column" grow>
                <Text variant="paragraph-500">{entry.label}</Text>
                <Text variant="small-400" color="secondary" title={entry.address}>
                  {truncateAddress(entry.address, { start: 10, end: 6 })}
                </Text>
              </Flex>
              <IconButton icon="close" aria-label={t('remove', { label: entry.label })} onClick={() => book.remove(entry.id)} />
            </li>
          ))}
        </List>
      )}
      <form onSubmit={save} style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }} aria-label={t('form')}>
        <Input label={t('name')} value={label} onChange={(e) => setLabel(e.target.value)} data-testid="address-book-label" />
        <Input
          label={t('address')}
          value={address}
          placeholder={own ? t('yours', { address: truncateAddress(own) }) : undefined}
          onChange={(e) => setAddress(e.target.value)}
          error={error === undefined ? undefined : errorText(error)}
          data-testid="address-book-address"
        />
        <Button type="submit" fullWidth data-testid="address-book-save">
          {t('save')}
        </Button>
      </form>
      <Checkbox checked={state.showBadge} onChange={(show) => book.setShowBadge(show)} data-testid="address-book-badge-switch">
        {t('showBadge')}
      </Checkbox>
    </Flex>
  )
}

export default AddressBookView
