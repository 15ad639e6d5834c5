import { definePlugin } from 'airlock/plugin'
import { ADDRESS_BOOK_FEATURE } from './contract'

export { ADDRESS_BOOK, ADDRESS_BOOK_FEATURE, type AddressBook, type AddressBookEntry, type AddressBookState } from './contract'

/** A book with a bookmark, 24×24 stroke path. */
const BOOK_ICON = 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M10 4v6l2-1.5 2 1.5V4'

/**
 * The address book: a view (with its header title), an action in the Account view's row, a row
 * in AccountSettings, a button in the Account header, and a badge over the modal card. All of it
 * is data here; the view, the badge and the service load when the flag is on and the modal needs them.
 */
export const addressBook = definePlugin({
  id: 'addressBook',
  feature: ADDRESS_BOOK_FEATURE,
  views: { AddressBook: { load: () => import('./views/AddressBookView'), title: 'Address book' } },
  accountActions: [{ id: 'addressBook', view: 'AddressBook', label: 'Contacts', icon: BOOK_ICON, order: 10 }],
  slots: {
    accountSettings: [{ id: 'addressBook', label: 'Address book', view: 'AddressBook', testId: 'address-book-settings-row' }],
    accountHeader: [{ id: 'addressBook', label: 'Address book', view: 'AddressBook', icon: BOOK_ICON, testId: 'address-book-header-button' }],
    overlay: [{ id: 'addressBookBadge', component: () => import('./views/AddressBookBadge') }],
  },
  load: () => import('./activate'),
  messages: () => import('./locales/index'),
})
