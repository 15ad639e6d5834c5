// @vitest-environment jsdom
// ProfileWallets over a real headless kit (the shell's test kit: the kernel with its in-memory
// test wallet) with the multi-wallet plugin on, in Russian: the plugin's pack loads and the view
// speaks it, plural included; the wallet's name and address stay data.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER, MULTI_WALLET, SERVICES } from '../../../kernel'
import { createTestKit, type TestKit } from '../../../ui-shell/testing/createTestKit'
import { multiWallet } from '../index'
import ProfileWallets from './ProfileWallets'

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

describe('ProfileWallets', () => {
  it('in Russian: the count with its plural, the actions and the disconnect label; name and address marked as data', async () => {
    const t = createTestKit({ plugins: [multiWallet], features: { multiWallet: true }, locale: 'ru' })
    kits.push(t)
    await t.kit.ready()
    const c = t.kit[KIT_CONTAINER]
    await waitFor(() => expect(c.resolve(SERVICES).find(MULTI_WALLET)).toBeDefined())
    await t.connect()
    await c.resolve(I18N).ready('multi-wallet')
    t.render(<ProfileWallets />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Подключён 1 кошелёк')
    expect(screen.getByTestId('disconnect-all-button').textContent).toBe('Отключить все')
    expect(screen.getByTestId('add-connection-button').textContent).toBe('Добавить кошелёк')
    const row = screen.getByTestId('wui-active-profile-wallet-item')
    const disconnect = row.querySelector('[data-testid="wui-connection-disconnect"]')!
    expect(disconnect.getAttribute('aria-label')).toMatch(/^Отключить .+/)
    const data = [...row.querySelectorAll('[translate="no"] bdi')].map((b) => b.textContent)
    expect(data[0]).toMatch(/^0x\w{2}\.\.\.\w{6}$/)
    expect(data).toHaveLength(2)
  })
})
