// @vitest-environment jsdom
// The sign-in view and its AccountSettings row over a real headless kit (the shell's test kit)
// with the siwx plugin and AppKit's DefaultSIWX, in a visitor's language: the pack loads and the
// words follow it; the dapp's name stays isolated, untranslated data.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER, ROUTER } from '../../../kernel'
import { createTestKit, type TestKit } from '../../../ui-shell/testing/createTestKit'
import { DefaultSIWX } from '../configs'
import { SIWX_SERVICE, siwx } from '../index'
import SignInRow from './SignInRow'
import SIWXSignMessage from './SIWXSignMessage'

const DAPP = 'Airlock Sign-in Test'
const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

async function kitIn(locale: string) {
  const t = createTestKit({
    plugins: [siwx],
    siwx: new DefaultSIWX(),
    locale,
    metadata: { name: DAPP, description: 'A test dapp', url: 'https://app.example', icons: [] },
  })
  kits.push(t)
  await t.kit.ready()
  const container = t.kit[KIT_CONTAINER]
  await waitFor(() => expect(container.isRegistered(SIWX_SERVICE, true)).toBe(true))
  await container.resolve(I18N).ready('siwx')
  return { t, router: container.resolve(ROUTER) }
}

describe('sign in with wallet in the visitor’s language', () => {
  it('SIWXSignMessage in Hebrew: title around the dapp’s name, the required description, Cancel and Sign', async () => {
    const { t } = await kitIn('he')
    t.render(<SIWXSignMessage />)
    const title = await screen.findByTestId('w3m-siwx-title')
    expect(title.textContent).toBe(`${DAPP} צריך להתחבר לארנק שלך`)
    const name = title.querySelector('bdi')!
    expect(name.textContent).toBe(DAPP)
    expect(name.getAttribute('translate')).toBe('no')
    // DefaultSIWX requires sign-in: cancelling disconnects, and the description says so.
    expect(screen.getByTestId('w3m-siwx-description').textContent).toBe('יש לחתום על ההודעה הזו כדי להוכיח שהארנק שייך לך ולהמשיך. ביטול ינתק אותך.')
    expect(screen.getByTestId('w3m-connecting-siwe-cancel').textContent).toBe('ביטול')
    expect(screen.getByTestId('w3m-connecting-siwe-sign').textContent).toBe('חתימה')
  })

  it('SIWXSignMessage in English keeps AppKit’s words (the e2e tests read them)', async () => {
    const { t } = await kitIn('en')
    t.render(<SIWXSignMessage />)
    expect((await screen.findByTestId('w3m-siwx-title')).textContent).toBe(`${DAPP} needs to connect to your wallet`)
    expect(screen.getByTestId('w3m-connecting-siwe-sign').textContent).toBe('Sign')
  })

  it('the AccountSettings row in Japanese opens SIWXSignMessage', async () => {
    const { t, router } = await kitIn('ja')
    t.render(<SignInRow />)
    const row = await screen.findByTestId('account-siwx-sign-in')
    expect(row.textContent).toContain('ウォレットでサインイン')
    act(() => fireEvent.click(row))
    expect(router.getState().view).toBe('SIWXSignMessage')
  })
})
