// Network switching in the browser: the real Networks / SwitchNetwork / SwitchActiveChain /
// UnsupportedChain views, the real EVM chain plugin and an EIP-6963 test wallet on the sandbox
// devnets (chains 1 and 137), scripted through window.__AIRLOCK_WALLETS__.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevnet } from '../../kernel/networks'
import { startWalletConnectPageHarness, UNKNOWN_CHAIN_ID, type WalletConnectPageHarness } from './walletconnectPageHarness'

let w: WalletConnectPageHarness
beforeAll(async () => {
  w = await startWalletConnectPageHarness()
}, 180_000)
afterAll(() => w?.close())

type Behaviour = { switchChainError?: number | null; addChain?: 'accept' | 'reject'; lacksSwitch?: boolean }
type Win = {
  __kit: { open(r?: object): Promise<void>; getCaipNetwork(): { caipNetworkId: string } | undefined; getIsConnectedState(): boolean }
  __modal: { getState(): { open: boolean } }
  __router: { getState(): { view: string } }
  __connectAnnounced(rdns: string): Promise<void>
  __AIRLOCK_WALLETS__: { eip6963: { chainId: number; script(b: Behaviour): void; switchChain(id: number): void }[] }
}
const RDNS = 'dev.airlock.testwallet1'

/** A page whose kit is connected to the first announced test wallet, on chain 1. */
async function connectedPage(themeMode: 'light' | 'dark', options: object = {}) {
  const opened = await w.open({ options: { themeMode, ...options } })
  await opened.page.evaluate((rdns) => (window as unknown as Win).__connectAnnounced(rdns), RDNS)
  expect(await opened.page.evaluate(() => (window as unknown as Win).__kit.getCaipNetwork()?.caipNetworkId)).toBe('eip155:1')
  return opened
}
const script = (page: Page, behaviour: Behaviour) => page.evaluate((b) => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[0]!.script(b), behaviour)
const walletChain = (page: Page) => page.evaluate(() => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[0]!.chainId)
const kitNetwork = (page: Page) => page.evaluate(() => (window as unknown as Win).__kit.getCaipNetwork()?.caipNetworkId)
const view = (page: Page) => page.evaluate(() => (window as unknown as Win).__router.getState().view)
const modalOpen = (page: Page) => page.evaluate(() => (window as unknown as Win).__modal.getState().open)
const settle = (page: Page) => page.waitForTimeout(400)

describe('network views (browser, EVM chain plugin, EIP-6963 test wallet)', () => {
  it('NET-01 NET-11 NET-13 switches 1 → 137 from the Networks list; the wallet lacks 137 (4902), so the chain is added and then selected', async () => {
    // Not basic (the default here), so the kit loads the networks' images at startup.
    const { page, close } = await connectedPage('dark', { basic: false })
    await script(page, { switchChainError: 4902, addChain: 'accept' })
    // The button outside the modal shows its network's image, loaded by the kit at startup.
    const buttonImage = () => page.locator('[data-testid="w3m-network-button"] img').getAttribute('src', { timeout: 10_000 })
    await expect.poll(buttonImage, { timeout: 10_000 }).toMatch(/^blob:/)
    const ethereumImage = await buttonImage()
    await page.click('[data-testid="w3m-network-button"]')
    const ethereum = page.locator('[data-testid="w3m-network-switch-Ethereum"]')
    await ethereum.waitFor()
    expect(await ethereum.getAttribute('aria-current')).toBe('true')
    await settle(page)
    await w.h.screenshot(page, 'networks-list-dark')

    await page.click('[data-testid="w3m-network-switch-Polygon"]')
    await expect.poll(() => page.locator('[data-testid="w3m-network-switch-Polygon"]').getAttribute('aria-current'), { timeout: 20_000 }).toBe('true')
    expect(await view(page)).toBe('Networks')
    expect(await walletChain(page)).toBe(137)
    expect(await kitNetwork(page)).toBe('eip155:137')
    expect(await page.locator('[data-testid="w3m-network-button"]').textContent()).toContain('Polygon')
    expect(await buttonImage()).toMatch(/^blob:/)
    expect(await buttonImage()).not.toBe(ethereumImage)
    await close()
  })

  it('a wallet that refuses to add the chain shows "Switch declined"; Try again once it accepts switches', async () => {
    const { page, close } = await connectedPage('light')
    await script(page, { switchChainError: 4902, addChain: 'reject' })
    await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'Networks' }))
    await page.click('[data-testid="w3m-network-switch-Polygon"]')
    await page.getByText('Switch declined').waitFor({ timeout: 20_000 })
    expect(await page.getByText('Switch can be declined if chain is not supported by a wallet or previous request is still active').count()).toBe(1)
    expect(await kitNetwork(page)).toBe('eip155:1')
    await settle(page)
    await w.h.screenshot(page, 'switch-network-declined-light')

    await script(page, { addChain: 'accept' })
    await page.click('[data-testid="w3m-network-switch-retry"]')
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('Networks')
    expect(await kitNetwork(page)).toBe('eip155:137')
    expect(await walletChain(page)).toBe(137)
    await close()
  })

  it('issue 30: in German, a wallet without the switch methods gets the EVM plugin’s "Chain is not supported" in German', async () => {
    const { page, close } = await connectedPage('dark', { locale: 'de' })
    await script(page, { lacksSwitch: true })
    await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'Networks' }))
    await page.click('[data-testid="w3m-network-switch-Polygon"]')
    const switchView = page.locator('[data-testid="w3m-network-switch-view"][data-state="error"]')
    await switchView.waitFor({ timeout: 20_000 })
    // The host's API keeps spec §8's English; the visitor reads the plugin's German words.
    expect(await switchView.getAttribute('data-error')).toBe('Chain is not supported')
    expect(await page.locator('[data-testid="w3m-network-switch-label"]').textContent()).toBe('Wechsel abgelehnt')
    await expect.poll(() => page.locator('[data-testid="w3m-network-switch-hint"]').textContent(), { timeout: 10_000 }).toBe('Dieses Netzwerk wird nicht unterstützt')
    expect(await kitNetwork(page)).toBe('eip155:1')
    await settle(page)
    await w.h.screenshot(page, 'switch-network-unsupported-de-dark')
    await close()
  })

  it(`NET-06 NET-07 a wallet that moves to a chain the app lacks (${UNKNOWN_CHAIN_ID}) opens UnsupportedChain; picking Ethereum moves the wallet back and closes it`, async () => {
    const { page, close } = await connectedPage('dark')
    await page.evaluate((id) => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[0]!.switchChain(id), UNKNOWN_CHAIN_ID)
    await page.locator('[data-testid="w3m-unsupported-chain-view"]').waitFor({ timeout: 20_000 })
    expect(await view(page)).toBe('UnsupportedChain')
    expect(await page.locator('[data-testid="w3m-unsupported-chain-text"]').textContent()).toBe(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    )
    expect(await page.locator('[data-testid="w3m-network-button"]').textContent()).toContain('Switch Network')
    await settle(page)
    await w.h.screenshot(page, 'unsupported-chain-dark')

    await page.click('[data-testid="w3m-network-switch-Ethereum"]')
    await expect.poll(() => modalOpen(page), { timeout: 20_000 }).toBe(false)
    expect(await walletChain(page)).toBe(1)
    expect(await kitNetwork(page)).toBe('eip155:1')
    await close()
  })

  it('NET-07 Disconnect on UnsupportedChain disconnects and closes the modal', async () => {
    const { page, close } = await connectedPage('light')
    await page.evaluate((id) => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[0]!.switchChain(id), UNKNOWN_CHAIN_ID)
    await page.locator('[data-testid="disconnect-button"]').click({ timeout: 20_000 })
    await expect.poll(() => modalOpen(page), { timeout: 20_000 }).toBe(false)
    expect(await page.evaluate(() => (window as unknown as Win).__kit.getIsConnectedState())).toBe(false)
    await close()
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`BYD-04 axe-core finds no serious or critical violations on Networks, SwitchNetwork, SwitchActiveChain and UnsupportedChain (${mode})`, async () => {
      const { page, close } = await connectedPage(mode)
      await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'Networks' }))
      await page.locator('[data-testid="w3m-networks-view"]').waitFor()
      await settle(page)
      expect(await w.audit(page)).toEqual([])

      await script(page, { switchChainError: 4902, addChain: 'reject' })
      await page.click('[data-testid="w3m-network-switch-Polygon"]')
      await page.getByText('Switch declined').waitFor({ timeout: 20_000 })
      await settle(page)
      expect(await w.audit(page)).toEqual([])

      const solana = { ...solanaDevnet }
      await page.evaluate(
        (network) =>
          (window as unknown as Win).__kit.open({ view: 'SwitchActiveChain', data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network } }),
        solana,
      )
      await page.locator('[data-testid="w3m-switch-active-chain-button"]').waitFor()
      await settle(page)
      expect(await w.audit(page)).toEqual([])
      await w.h.screenshot(page, `switch-active-chain-${mode}`)

      await page.evaluate(() => (window as unknown as Win).__kit.open({ view: 'UnsupportedChain' }))
      await page.locator('[data-testid="w3m-unsupported-chain-view"]').waitFor()
      await settle(page)
      expect(await w.audit(page)).toEqual([])
      await w.h.screenshot(page, `unsupported-chain-axe-${mode}`)
      await close()
    })
  }
})
