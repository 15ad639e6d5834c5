import { createStore, formatMessage, type ChainNamespace, type ErrorWords, type MessageValues, type PluginStorage } from 'airlock/plugin'
import type { AddressBook, AddressBookEntry, AddressBookState } from './contract'
import { addressBookMessages, type AddressBookMessageKey } from './messages'

/**
 * A contact the book refuses. Its `message` is the English (for the host's logs); its `words`
 * let the view say it in the visitor's language (`useErrorText`).
 */
export class InvalidContactError extends Error {
  override name = 'InvalidContactError'
  readonly words: ErrorWords
  constructor(key: AddressBookMessageKey, values?: MessageValues) {
    super(formatMessage(addressBookMessages.en[key], values, 'en'))
    this.words = { messages: addressBookMessages, key, values }
  }
}

export interface CreateAddressBookParameters {
  /** The plugin's storage (namespaced by plugin id by the kit). */
  storage: PluginStorage
  /** The chain plugin's address rule; undefined when no chain plugin serves the namespace. */
  isAddress(namespace: ChainNamespace, address: string): boolean | undefined
}

const isEntry = (value: unknown): value is AddressBookEntry =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'label', 'address', 'namespace'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string')

/**
 * The address book: contacts kept in the plugin's storage, so they survive reloads. Stored data
 * is the visitor's browser's, so it is checked on read: entries that are not contacts are dropped.
 */
export function createAddressBook({ storage, isAddress }: CreateAddressBookParameters): AddressBook {
  const stored = storage.get<unknown>('entries')
  const store = createStore<AddressBookState>({
    entries: Array.isArray(stored) ? stored.filter(isEntry) : [],
    showBadge: storage.get<boolean>('showBadge') !== false,
  })
  const save = (entries: readonly AddressBookEntry[]) => {
    store.setState({ entries })
    storage.set('entries', entries)
  }

  return {
    store: { getState: store.getState, subscribe: store.subscribe },
    add({ label, address, namespace }) {
      const name = label.trim()
      const value = address.trim()
      if (!name) throw new InvalidContactError('needName')
      const valid = isAddress(namespace, value)
      if (valid === undefined) throw new InvalidContactError('noChecker', { namespace })
      if (!valid) throw new InvalidContactError('notAddress', { namespace })
      const { entries } = store.getState()
      if (entries.some((e) => e.namespace === namespace && e.address === value)) throw new InvalidContactError('duplicate')
      const entry: AddressBookEntry = { id: `${namespace}:${value}`, label: name, address: value, namespace }
      save([...entries, entry])
      return entry
    },
    remove(id) {
      save(store.getState().entries.filter((entry) => entry.id !== id))
    },
    setShowBadge(show) {
      store.setState({ showBadge: show })
      storage.set('showBadge', show)
    },
  }
}
