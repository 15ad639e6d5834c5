// @vitest-environment jsdom
// The React buttons and the <appkit-*> elements paint one model (kernel/elements/buttonModels.ts):
// for the same kit state they must show the same test id, label and balance, and open the same view.
import { act, cleanup, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, defineAppKitElements, KIT_CONTAINER, MODAL, NETWORKS_STORE, ROUTER, type AppKit, type CaipNetwork } from '../../kernel'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { createTestKit, type TestKit } from '../testing/createTestKit'
import { AppKitAccountButton } from './AppKitAccountButton'
import { AppKitButton } from './AppKitButton'
import { AppKitNetworkButton } from './AppKitNetworkButton'
import { BUTTON_TAG } from './ShadowButtonHost'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  for (const kit of kits.splice(0)) kit.destroy()
  localStorage.clear()
})

const start = async (): Promise<TestKit> => {
  const testKit = createTestKit()
  kits.push(testKit.kit)
  await testKit.kit.ready()
  defineAppKitElements()
  return testKit
}

interface Painted {
  testId: string | undefined
  label: string | undefined
  balance: string | null | undefined
}
const paint = (button: HTMLButtonElement | null | undefined): Painted => ({
  testId: button?.dataset.testid,
  label: button?.querySelector('.label')?.textContent ?? undefined,
  balance: button?.querySelector('[data-testid="balance-amount"]')?.textContent ?? null,
})

/** The same button twice: as React (under the test kit's provider) and as the custom element. */
async function both(t: TestKit, react: ReactElement, tag: string) {
  const { container } = t.render(react)
  document.body.insertAdjacentHTML('beforeend', `<${tag}></${tag}>`)
  const element = document.body.querySelector(tag) as HTMLElement
  const reactButton = () => container.querySelector(BUTTON_TAG)?.shadowRoot?.querySelector('button')
  const elementButton = () => element.shadowRoot!.querySelector('button')
  await waitFor(() => expect(reactButton()).toBeTruthy())
  return { reactButton: () => reactButton()!, elementButton: () => elementButton()! }
}

/** The view each click opens, from a closed modal. */
async function viewsOpened(kit: AppKit, buttons: (() => HTMLButtonElement)[]) {
  const views: string[] = []
  for (const button of buttons) {
    await act(() => kit.close())
    act(() => button().click())
    await waitFor(() => expect(kit.getState().open).toBe(true))
    views.push(kit[KIT_CONTAINER].resolve(ROUTER).getState().view)
  }
  return views
}

const offChain: CaipNetwork = { ...testMainnet, id: 999, caipNetworkId: 'eip155:999', name: 'Elsewhere' }

describe('React buttons and <appkit-*> elements agree', () => {
  it('BYD-12 disconnected: connect-button, "Connect Wallet", both open Connect', async () => {
    const t = await start()
    const b = await both(t, <AppKitButton />, 'appkit-button')
    expect(paint(b.reactButton())).toEqual(paint(b.elementButton()))
    expect(paint(b.reactButton())).toEqual({ testId: 'connect-button', label: 'Connect Wallet', balance: null })
    expect(await viewsOpened(t.kit, [b.reactButton, b.elementButton])).toEqual(['Connect', 'Connect'])
  })

  it('while the kit is loading: both read "Connecting...", are busy, and a click opens nothing', async () => {
    const t = await start()
    const b = await both(t, <AppKitButton />, 'appkit-button')
    act(() => t.kit[KIT_CONTAINER].resolve(MODAL).setLoading(undefined, true))
    await waitFor(() => expect(paint(b.reactButton()).label).toBe('Connecting...'))
    expect(paint(b.elementButton()).label).toBe('Connecting...')
    expect([b.reactButton().getAttribute('aria-busy'), b.elementButton().getAttribute('aria-busy')]).toEqual(['true', 'true'])
    act(() => b.reactButton().click())
    act(() => b.elementButton().click())
    expect(t.kit.getState().open).toBe(false)
  })

  it('BYD-12 connected: account-button, 4...6 address, 2-decimal balance, both open Account', async () => {
    const t = await start()
    const b = await both(t, <AppKitButton />, 'appkit-button')
    await act(() => t.connect())
    act(() => t.kit[KIT_CONTAINER].resolve(ACCOUNT_STORE).patch('eip155', { balance: '1234.5678', balanceSymbol: 'ETH' }))
    await waitFor(() => expect(paint(b.reactButton()).testId).toBe('account-button'))
    expect(paint(b.reactButton())).toEqual(paint(b.elementButton()))
    expect(paint(b.reactButton())).toEqual({ testId: 'account-button', label: '0x11...111111', balance: '1,234.57 ETH' })
    expect(await viewsOpened(t.kit, [b.reactButton, b.elementButton])).toEqual(['Account', 'Account'])
  })

  it('on a network the host did not configure: 0.00 balance and both open UnsupportedChain', async () => {
    const t = await start()
    await act(() => t.connect())
    const b = await both(t, <AppKitAccountButton />, 'appkit-account-button')
    act(() => t.kit[KIT_CONTAINER].resolve(NETWORKS_STORE).setActiveNetwork(offChain))
    await waitFor(() => expect(paint(b.reactButton()).balance).toBe('0.00 ETH'))
    expect(paint(b.reactButton())).toEqual(paint(b.elementButton()))
    expect(await viewsOpened(t.kit, [b.reactButton, b.elementButton])).toEqual(['UnsupportedChain', 'UnsupportedChain'])
  })

  it('BYD-12 network button: same name, "Switch Network" when unsupported, both open Networks', async () => {
    const t = await start()
    await act(() => t.connect())
    const b = await both(t, <AppKitNetworkButton />, 'appkit-network-button')
    await waitFor(() => expect(paint(b.reactButton()).label).toBe('Ethereum'))
    expect(paint(b.reactButton())).toEqual(paint(b.elementButton()))
    act(() => t.kit[KIT_CONTAINER].resolve(NETWORKS_STORE).setActiveNetwork(offChain))
    await waitFor(() => expect(paint(b.reactButton()).label).toBe('Switch Network'))
    expect(paint(b.elementButton()).label).toBe('Switch Network')
    expect(await viewsOpened(t.kit, [b.reactButton, b.elementButton])).toEqual(['Networks', 'Networks'])
  })
})
