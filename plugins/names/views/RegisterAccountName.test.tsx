// @vitest-environment jsdom
// The views in a real headless kit with the names plugin and no chain plugin: what the form
// accepts and says needs no wallet. Registration itself runs against the sandbox in
// sandbox/integration/names.test.ts and in the browser in sandbox/e2e/names.test.ts.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, I18N, KIT_CONTAINER, ROUTER, SNACKBAR, createAppKit, type AppKit } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { AppKitProvider } from '../../../ui-shell'
import { NAME_SERVICE } from '../contract'
import { names } from '../index'
import AccountNameRow from './AccountNameRow'
import RegisterAccountName from './RegisterAccountName'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.destroy())
  localStorage.clear()
})

async function kitWithNames(locale?: string) {
  // Nothing listens on port 9: suggestion requests fail fast, which the form must survive.
  const kit = createAppKit({ projectId: 'names-test', networks: [mainnet], plugins: [names], locale, endpoints: { fonts: '', blockchainApi: 'http://127.0.0.1:9' } })
  kits.push(kit)
  await kit.ready()
  await waitFor(() => expect(kit[KIT_CONTAINER].isRegistered(NAME_SERVICE, true)).toBe(true))
  if (locale) await kit[KIT_CONTAINER].resolve(I18N).ready('names')
  return kit
}

const input = () => screen.getByTestId('wui-ens-input').querySelector('[data-testid="wui-input-text"]') as HTMLInputElement
const register = () => screen.getByTestId('account-name-register-button') as HTMLButtonElement

describe('RegisterAccountName', () => {
  it('NAME-02 refuses keys outside letters, digits and hyphens; a pasted value with them is not a valid username', async () => {
    const kit = await kitWithNames()
    render(<AppKitProvider kit={kit}><RegisterAccountName /></AppKitProvider>)
    for (const key of ['.', ' ', '_', '@']) expect(fireEvent.keyDown(input(), { key })).toBe(false)
    for (const key of ['a', 'Z', '4', '-', 'Backspace']) expect(fireEvent.keyDown(input(), { key })).toBe(true)
    // Paste and shortcuts pass the key filter; the message catches what they bring.
    expect(fireEvent.keyDown(input(), { key: 'v', ctrlKey: true })).toBe(true)
    fireEvent.change(input(), { target: { value: 'alice.eth' } })
    expect(screen.getByText('The value is not a valid username')).toBeTruthy()
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(register().disabled).toBe(true)
  })

  it('NAME-03 a name under 4 characters says so and cannot be registered; 4 can', async () => {
    const kit = await kitWithNames()
    render(<AppKitProvider kit={kit}><RegisterAccountName /></AppKitProvider>)
    expect(register().disabled).toBe(true)
    fireEvent.change(input(), { target: { value: 'abc' } })
    expect(screen.getByText('Name must be at least 4 characters long')).toBeTruthy()
    expect(register().disabled).toBe(true)
    fireEvent.change(input(), { target: { value: 'abcd' } })
    expect(screen.queryByText('Name must be at least 4 characters long')).toBeNull()
    expect(register().disabled).toBe(false)
    // NAME-17 with the service unreachable: the catalogue message, and the form stays usable.
    await waitFor(() => expect(screen.getByTestId('account-name-suggestions-error').textContent).toBe('Error fetching name suggestions'), { timeout: 3000 })
    expect(register().disabled).toBe(false)
  })

  it('NAME-10 registering without a connected account shows "Address or auth connector not found" and stays on the form', async () => {
    const kit = await kitWithNames()
    const router = kit[KIT_CONTAINER].resolve(ROUTER)
    act(() => router.push('RegisterAccountName'))
    render(<AppKitProvider kit={kit}><RegisterAccountName /></AppKitProvider>)
    fireEvent.change(input(), { target: { value: 'alice' } })
    fireEvent.click(register())
    await waitFor(() => expect(screen.getAllByText('Address or auth connector not found').length).toBeGreaterThan(0))
    expect(router.getState().view).toBe('RegisterAccountName')
  })
})

describe('RegisterAccountName in the kit’s locale', () => {
  it('speaks German: label, rules, the failed suggestions and the missing account (its snack too); the zone stays data', async () => {
    const kit = await kitWithNames('de')
    render(<AppKitProvider kit={kit}><RegisterAccountName /></AppKitProvider>)
    expect(register().textContent).toBe('Registrieren')
    fireEvent.change(input(), { target: { value: 'abc' } })
    expect(screen.getByText('Der Name muss mindestens 4 Zeichen lang sein')).toBeTruthy()
    fireEvent.change(input(), { target: { value: 'a.b' } })
    expect(screen.getByText('Der Wert ist kein gültiger Benutzername')).toBeTruthy()
    fireEvent.change(input(), { target: { value: 'alice' } })
    await waitFor(() => expect(screen.getByTestId('account-name-suggestions-error').textContent).toBe('Fehler beim Abrufen von Namensvorschlägen'), { timeout: 3000 })
    fireEvent.click(register())
    const missing = 'Adresse oder Authentifizierungs-Connector nicht gefunden'
    await waitFor(() => expect(kit[KIT_CONTAINER].resolve(SNACKBAR).getState()).toMatchObject({ open: true, message: missing }))
    expect(screen.getAllByText(missing).length).toBeGreaterThan(0)
    expect(screen.getByText('.reown.id').getAttribute('translate')).toBe('no')
  })
})

describe('AccountNameRow', () => {
  it('NAME-01 offers "Choose account name" while the account has no name, and shows the name once it has one', async () => {
    const kit = await kitWithNames()
    const c = kit[KIT_CONTAINER]
    act(() => c.resolve(ROUTER).push('AccountSettings'))
    render(<AppKitProvider kit={kit}><AccountNameRow /></AppKitProvider>)
    fireEvent.click(screen.getByTestId('account-choose-name-button'))
    expect(c.resolve(ROUTER).getState().view).toBe('ChooseAccountName')
    act(() => c.resolve(ACCOUNT_STORE).patch('eip155', { profileName: 'alice.reown.id' }))
    expect(screen.queryByTestId('account-choose-name-button')).toBeNull()
    expect(screen.getByTestId('account-settings-name').textContent).toContain('alice.reown.id')
  })
})
