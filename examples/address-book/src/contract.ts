import { createToken, type ChainNamespace, type Store } from 'airlock/plugin'

// What other code may know about the address book: its types and its token. Another plugin, a
// view or the host's tests reach the service by this token, never by importing the plugin.

export interface AddressBookEntry {
  id: string
  label: string
  address: string
  namespace: ChainNamespace
}

export interface AddressBookState {
  entries: readonly AddressBookEntry[]
  /** Whether the badge over the modal card shows. */
  showBadge: boolean
}

export interface AddressBook {
  store: Pick<Store<AddressBookState>, 'getState' | 'subscribe'>
  /** Saves a contact; the namespace's chain adapter decides whether the address is valid. */
  add(entry: { label: string; address: string; namespace: ChainNamespace }): AddressBookEntry
  remove(id: string): void
  setShowBadge(show: boolean): void
}

export const ADDRESS_BOOK = /*#__PURE__*/ createToken<AddressBook>('example.addressBook')

/** The flag key: `features: { addressBook: false }` turns the plugin off (it never loads). */
export const ADDRESS_BOOK_FEATURE = 'addressBook'
