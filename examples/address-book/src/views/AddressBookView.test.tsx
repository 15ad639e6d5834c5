// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { AppKit } from 'airlock'
import { AppKitProvider } from 'airlock/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N } from 'airlock/plugin'
import { ADDRESS_BOOK } from '../contract'
import { startTestKit } from '../testing/startTestKit'
import { AddressBookView } from './AddressBookView'
import { AddressBookBadge } from './AddressBookBadge'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((kit) => kit.destroy())
  // jsdom keeps localStorage across tests: the next kit must not restore this one's session.
  localStorage.clear()
})

describe('AddressBookView', () => {
  it('saves the connected address when the address field is left empty, shows the error of a bad one, removes a contact', async () => {
    const made = await startTestKit()
    kits.push(made.kit)
    await made.connect()
    render(
      <AppKitProvider kit={made.kit}>
        <AddressBookView />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('address-book-empty').textContent).toBe('No eip155 contacts yet')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Savings' } })
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '0xnope' } })
    fireEvent.click(screen.getByTestId('address-book-save'))
    expect(await screen.findByText('Not a eip155 address')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '' } })
    fireEvent.click(screen.getByTestId('address-book-save'))
    await waitFor(() => expect(screen.getByTestId('address-book-list').textContent).toContain('Savings'))
    expect(made.ctx.use(ADDRESS_BOOK).store.getState().entries[0]?.address).toBe(made.address)

    fireEvent.click(screen.getByRole('button', { name: 'Remove Savings' }))
    await waitFor(() => expect(screen.queryByTestId('address-book-list')).toBeNull())
  })

  it('speaks the visitor\'s language: the view, a refused contact\'s error and the badge in German, from the plugin\'s own catalogue', async () => {
    const made = await startTestKit({}, { locale: 'de' })
    kits.push(made.kit)
    await made.ctx.use(I18N).ready('addressBook')
    await made.connect()
    render(
      <AppKitProvider kit={made.kit}>
        <AddressBookView />
        <AddressBookBadge open rect={{ top: 0, left: 0, width: 360, height: 400 }} />
      </AppKitProvider>,
    )
    expect(screen.getByTestId('address-book-empty').textContent).toBe('Noch keine eip155-Kontakte')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sparen' } })
    fireEvent.change(screen.getByLabelText('Adresse'), { target: { value: '0xnope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt speichern' }))
    expect(await screen.findByText('Keine eip155-Adresse')).toBeTruthy()
    // The error keeps its English for the host.
    expect(() => made.ctx.use(ADDRESS_BOOK).add({ label: 'x', address: '0xnope', namespace: 'eip155' })).toThrow('Not a eip155 address')

    fireEvent.change(screen.getByLabelText('Adresse'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt speichern' }))
    await waitFor(() => expect(screen.getByTestId('address-book-overlay').textContent).toBe('1 Kontakt'))
    expect(screen.getByRole('button', { name: 'Sparen entfernen' })).toBeTruthy()
  })

  it('the badge follows the rect it is given and hides when the modal closes, the switch is off or no account is connected', async () => {
    const made = await startTestKit()
    kits.push(made.kit)
    const book = made.ctx.use(ADDRESS_BOOK)
    const { rerender } = render(
      <AppKitProvider kit={made.kit}>
        <AddressBookBadge open rect={{ top: 100, left: 200, width: 360, height: 400 }} />
      </AppKitProvider>,
    )
    expect(screen.queryByTestId('address-book-overlay')).toBeNull()
    await act(() => made.connect())
    const badge = screen.getByTestId('address-book-overlay')
    expect([badge.style.top, badge.style.left, badge.textContent]).toEqual(['100px', '544px', '0 contacts'])
    rerender(
      <AppKitProvider kit={made.kit}>
        <AddressBookBadge open rect={{ top: 40, left: 10, width: 360, height: 400 }} />
      </AppKitProvider>,
    )
    expect([badge.style.top, badge.style.left]).toEqual(['40px', '354px'])
    act(() => book.setShowBadge(false))
    expect(screen.queryByTestId('address-book-overlay')).toBeNull()
    act(() => book.setShowBadge(true))
    rerender(
      <AppKitProvider kit={made.kit}>
        <AddressBookBadge open={false} rect={undefined} />
      </AppKitProvider>,
    )
    expect(screen.queryByTestId('address-book-overlay')).toBeNull()
  })
})
