import type { AppKit } from 'airlock'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS_BOOK } from './contract'
import { createAddressBook } from './createAddressBook'
import { startTestKit } from './testing/startTestKit'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))
const start = async (features?: Record<string, boolean>) => {
  const made = await startTestKit(features)
  kits.push(made.kit)
  return made
}

describe('address book plugin', () => {
  it('registers its view with its title, the account action, the settings row, the header button and the overlay', async () => {
    const { ctx } = await start()
    const state = ctx.stores.plugins.getState()
    expect(Object.keys(state.views)).toContain('AddressBook')
    expect(state.viewTitles.AddressBook).toBe('Address book')
    expect(state.accountActions.map((a) => a.id)).toContain('addressBook')
    expect(state.slots.accountSettings.map((e) => e.id)).toEqual(['addressBook'])
    expect(state.slots.accountHeader.map((e) => e.id)).toEqual(['addressBook'])
    expect(state.slots.overlay.map((e) => e.id)).toEqual(['addressBookBadge'])
    expect(ctx.use(ADDRESS_BOOK)).toBeDefined()
  })

  it('with its flag off nothing is registered and the service is not there', async () => {
    const { ctx } = await start({ addressBook: false })
    const state = ctx.stores.plugins.getState()
    expect(state.active).not.toContain('addressBook')
    expect(Object.keys(state.views)).not.toContain('AddressBook')
    expect(state.accountActions).toEqual([])
    expect(state.slots.accountSettings).toEqual([])
    expect(state.slots.overlay).toEqual([])
    expect(() => ctx.use(ADDRESS_BOOK)).toThrow()
  })

  it('saves contacts the chain adapter accepts and refuses others with a reason', async () => {
    const { ctx, address } = await start()
    const book = ctx.use(ADDRESS_BOOK)
    expect(() => book.add({ label: 'Bad', address: '0x1234', namespace: 'eip155' })).toThrow('Not a eip155 address')
    expect(() => book.add({ label: ' ', address, namespace: 'eip155' })).toThrow('Give the contact a name')
    expect(() => book.add({ label: 'Atom', address: 'cosmos1x', namespace: 'cosmos' })).toThrow('No chain plugin checks cosmos addresses')
    const entry = book.add({ label: ' Me ', address, namespace: 'eip155' })
    expect(entry).toEqual({ id: `eip155:${address}`, label: 'Me', address, namespace: 'eip155' })
    expect(() => book.add({ label: 'Again', address, namespace: 'eip155' })).toThrow('This address is already saved')
    book.remove(entry.id)
    expect(book.store.getState().entries).toEqual([])
  })

  it('keeps contacts in plugin storage, and drops stored garbage instead of failing', async () => {
    // The probe's own plugin storage: the same kind the kit gives the address book.
    const { ctx } = await start()
    const first = createAddressBook({ storage: ctx.storage, isAddress: () => true })
    first.add({ label: 'A', address: 'a', namespace: 'eip155' })
    first.setShowBadge(false)
    expect(createAddressBook({ storage: ctx.storage, isAddress: () => true }).store.getState()).toEqual({
      entries: [{ id: 'eip155:a', label: 'A', address: 'a', namespace: 'eip155' }],
      showBadge: false,
    })
    ctx.storage.set('entries', [{ id: 1 }, 'x', { id: 'eip155:b', label: 'B', address: 'b', namespace: 'eip155' }])
    expect(createAddressBook({ storage: ctx.storage, isAddress: () => true }).store.getState().entries.map((e) => e.id)).toEqual(['eip155:b'])
  })
})
