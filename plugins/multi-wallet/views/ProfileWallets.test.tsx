// @vitest-environment jsdom
// ProfileWallets over a real headless kit (the shell's test kit: the kernel with its in-memory
// test wallet) with the multi-wallet plugin on, in Russian: the plugin's pack loads and the view
// speaks it, plural included; the wallet's name and address stay data.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER, MULTI_WALLET, ROUTER, SERVICES } from '../../../kernel'
import { createTestKit, type TestKit } from '../../../ui-shell/testing/createTestKit'
import { multiWallet } from '../index'
import ProfileWallets from './ProfileWallets'

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

/** A kit on eip155 and Solana, the plugin's service up and (for `locale`) its words loaded, eip155 connected. */
async function twoNamespaces(locale?: string) {
  const t = createTestKit({ plugins: [multiWallet], features: { multiWallet: true }, namespaces: ['eip155', 'solana'], ...(locale ? { locale } : {}) })
  kits.push(t)
  await t.kit.ready()
  const c = t.kit[KIT_CONTAINER]
  await waitFor(() => expect(c.resolve(SERVICES).find(MULTI_WALLET)).toBeDefined())
  await t.connect('eip155')
  if (locale) await c.resolve(I18N).ready('multi-wallet')
  t.render(<ProfileWallets />)
  return { t, c }
}

describe('ProfileWallets', () => {
  it("BYD-34 two namespaces: a tab each, the active one's selected; an empty namespace shows AppKit's empty state, whose button adds a wallet there", async () => {
    const { c } = await twoNamespaces()
    const evm = screen.getByTestId('tab-evm')
    const solana = screen.getByTestId('tab-solana')
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Wallets by chain')
    expect([evm.textContent, solana.textContent]).toEqual(['EVM', 'Solana'])
    expect(evm.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(evm.id)
    expect(screen.getByTestId('wui-active-profile-wallet-item')).toBeDefined()
    expect(screen.queryByTestId('empty-state-text')).toBeNull()

    // Keyboard: the arrow moves to (and focuses) the next tab, as the design system's tabs do.
    evm.focus()
    fireEvent.keyDown(evm, { key: 'ArrowRight' })
    expect(solana.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(solana)
    expect(screen.getByTestId('empty-state-text').textContent).toBe('No wallet connected')
    expect(screen.getByTestId('empty-state-description').textContent).toBe('Add your first Solana wallet')
    expect(screen.getByTestId('empty-state-button').textContent).toBe('Add Solana Wallet')
    expect(screen.queryByTestId('wui-active-profile-wallet-item')).toBeNull()
    expect(screen.queryByTestId('add-connection-button')).toBeNull()

    fireEvent.click(screen.getByTestId('empty-state-button'))
    const router = c.resolve(ROUTER).getState()
    expect(router.view).toBe('Connect')
    expect(router.data?.addWalletForNamespace).toBe('solana')

    // Back on EVM, "Add wallet" adds to EVM.
    c.resolve(ROUTER).goBack()
    fireEvent.click(screen.getByTestId('tab-evm'))
    fireEvent.click(screen.getByTestId('add-connection-button'))
    expect(c.resolve(ROUTER).getState().data?.addWalletForNamespace).toBe('eip155')
  })

  it('BYD-34 a second namespace connected: its tab lists its own wallet, and the count is per namespace', async () => {
    const { t } = await twoNamespaces()
    await t.connect('solana')
    // Connecting Solana made it the active namespace: its tab is the one the view opens on once re-rendered.
    fireEvent.click(screen.getByTestId('tab-solana'))
    await waitFor(() => expect(screen.getByTestId('wui-active-profile-wallet-item').getAttribute('address')).toBe(t.kit.getAddress('solana')))
    expect(screen.getByTestId('balance-amount').textContent).toBe('1')
    fireEvent.click(screen.getByTestId('tab-evm'))
    expect(screen.getByTestId('wui-active-profile-wallet-item').getAttribute('address')).toBe(t.kit.getAddress('eip155'))
  })

  it("BYD-34 in German: the tabs' and the empty state's words come from the plugin's catalogue", async () => {
    await twoNamespaces('de')
    fireEvent.click(screen.getByTestId('tab-solana'))
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Wallets nach Chain')
    expect(screen.getByTestId('empty-state-text').textContent).toBe('Keine Wallet verbunden')
    expect(screen.getByTestId('empty-state-description').textContent).toBe('Füge deine erste Solana-Wallet hinzu')
    expect(screen.getByTestId('empty-state-button').textContent).toBe('Solana-Wallet hinzufügen')
  })

  it('in Russian: the count with its plural, the actions and the disconnect label; name and address marked as data', async () => {
    const t = createTestKit({ plugins: [multiWallet], features: { multiWallet: true }, locale: 'ru' })
    kits.push(t)
    await t.kit.ready()
    const c = t.kit[KIT_CONTAINER]
    await waitFor(() => expect(c.resolve(SERVICES).find(MULTI_WALLET)).toBeDefined())
    await t.connect()
    await c.resolve(I18N).ready('multi-wallet')
    t.render(<ProfileWallets />)
    // One namespace configured: no tabs, as in AppKit.
    expect(screen.queryByRole('tablist')).toBeNull()
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
