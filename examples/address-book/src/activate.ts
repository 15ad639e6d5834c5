import type { PluginContext } from 'airlock/plugin'
import { ADDRESS_BOOK } from './contract'
import { createAddressBook } from './createAddressBook'

/** Provides the address book while the plugin is active; the kit withdraws it on deactivation. */
export function activate(ctx: PluginContext): void {
  const book = createAddressBook({
    storage: ctx.storage,
    // Feature plugins ask the chain adapter, never a chain library (ARCHITECTURE.md).
    isAddress: (namespace, address) => ctx.chains.find(namespace)?.isAddress(address),
  })
  ctx.provide(ADDRESS_BOOK, book)
}
