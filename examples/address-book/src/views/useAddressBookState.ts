import { useOptionalService, useStoreState } from 'airlock/react/components'
import { ADDRESS_BOOK, type AddressBook, type AddressBookState } from '../contract'

const NONE: AddressBookState = { entries: [], showBadge: false }
const EMPTY = { getState: () => NONE, subscribe: () => () => {} }

/** The address book and its state; no book (the plugin going away under an open view) reads as empty. */
export function useAddressBookState(): { book: AddressBook | undefined; state: AddressBookState } {
  const book = useOptionalService(ADDRESS_BOOK)
  const state = useStoreState(book?.store ?? EMPTY)
  return { book, state }
}
