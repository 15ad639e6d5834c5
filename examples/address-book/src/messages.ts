import { defineMessages } from 'airlock/plugin'

/**
 * The address book's words, English beside the code (pack = the plugin id, area = its view).
 * Translations ship in `locales/<tag>.ts`; a visitor downloads only theirs.
 */
export const addressBookMessages = defineMessages('addressBook', 'AddressBook', {
  noBookTitle: 'No address book',
  noBookText: 'Connect a wallet to keep contacts',
  empty: 'No {namespace} contacts yet',
  list: 'Contacts',
  remove: 'Remove {label}',
  form: 'Add a contact',
  name: 'Name',
  address: 'Address',
  yours: '{address} (yours)',
  save: 'Save contact',
  showBadge: 'Show the contacts badge on the modal',
  badge: '{count, plural, one {# contact} other {# contacts}}',
  needName: 'Give the contact a name',
  noChecker: 'No chain plugin checks {namespace} addresses',
  notAddress: 'Not a {namespace} address',
  duplicate: 'This address is already saved',
})

export type AddressBookMessageKey = keyof typeof addressBookMessages.en
