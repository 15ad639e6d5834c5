// @vitest-environment jsdom
import { act, cleanup, configure, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KIT_CONTAINER, MODAL, ROUTER, KIT_HOOKS, type AppKit } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet } from '../../kernel/connection/testing/testNetworks'
import { createAppKit } from '../kit/createAppKit'
import { AppKitProvider } from '../kit/AppKitProvider'
import type { ReactAppKitOptions } from '../kit/shellOptions'
import { testViews } from '../testing/testViews'
import { AppKitModal } from './AppKitModal'

// The first open imports the modal's code: give a busy machine time for that.
configure({ asyncUtilTimeout: 10_000 })

const kits: AppKit[] = []
function make(extra: Partial<ReactAppKitOptions> = {}) {
  const kit = createAppKit({ projectId: 'p', networks: [testMainnet], endpoints: { fonts: '' }, modalPreload: 'open', plugins: [testViews], adapters: [createTestChainAdapter('eip155')], ...extra })
  kits.push(kit)
  return kit
}
const modalHost = () => document.body.querySelector('airlock-modal')
const card = () => modalHost()?.shadowRoot?.querySelector<HTMLElement>('[data-testid="w3m-modal-card"]') ?? null

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  document.body.innerHTML = ''
})

describe('modal mount', () => {
  it('MNT-01 appends the modal element to the body on first open, with the card in its shadow root', async () => {
    const kit = make()
    await kit.ready()
    expect(modalHost()).toBeNull()
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    await act(() => kit.open({ view: 'Connect' }))
    await waitFor(() => expect(card()).not.toBeNull())
    act(() => kit[KIT_CONTAINER].resolve(ROUTER).push('Networks'))
    await waitFor(() => expect(card()!.querySelector('[data-testid="test-networks-view"]')).not.toBeNull())
    // NAV-01: the view router never scrolls or navigates the host page.
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => kit[KIT_CONTAINER].resolve(ROUTER).goBack())
    expect(modalHost()!.parentElement).toBe(document.body)
    expect(card()!.getAttribute('role')).toBe('dialog')
    expect(card()!.getAttribute('aria-modal')).toBe('true')
    // Looked up inside waitFor: the title element is re-created when its text changes.
    await waitFor(() =>
      expect(modalHost()!.shadowRoot!.getElementById(card()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Connect Wallet'),
    )
  })

  it('MNT-02 appends nothing with disableAppend; the host places <AppKitModal/>', async () => {
    const kit = make({ disableAppend: true })
    await kit.ready()
    await act(() => kit.open())
    await new Promise((r) => setTimeout(r, 50))
    expect(modalHost()).toBeNull()
    const { container } = render(
      <AppKitProvider kit={kit}>
        <div id="slot">
          <AppKitModal />
        </div>
      </AppKitProvider>,
    )
    await waitFor(() => expect(container.querySelector('#slot > airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-modal-card"]')).toBeTruthy())
    expect([...document.body.children].some((el) => el.tagName === 'AIRLOCK-MODAL')).toBe(false)
  })

  it('MNT-03 appends nothing with enableEmbedded; <AppKitModal/> shows the card inline without opening', async () => {
    const kit = make({ enableEmbedded: true })
    await kit.ready()
    expect(modalHost()).toBeNull()
    const { container } = render(
      <AppKitProvider kit={kit}>
        <AppKitModal />
      </AppKitProvider>,
    )
    const inline = () => container.querySelector('airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-modal-card"]')
    await waitFor(() => expect(inline()).toBeTruthy())
    expect(container.querySelector('airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-modal-overlay"]')).toBeNull()
    expect([...document.body.children].some((el) => el.tagName === 'AIRLOCK-MODAL')).toBe(false)
  })

  it('Escape asks the modal controller to close; while closing is disabled it shakes instead', async () => {
    const kit = make()
    await kit.ready()
    await act(() => kit.open())
    await waitFor(() => expect(card()).not.toBeNull())
    const modal = kit[KIT_CONTAINER].resolve(MODAL)

    // RTR-16 (kernel): close is disabled on SIWXSignMessage when sign-in is required.
    let required = true
    kit[KIT_CONTAINER].resolve(KIT_HOOKS).signInGates.add({ isRequired: () => required, hasSession: () => false })
    act(() => kit[KIT_CONTAINER].resolve(ROUTER).push('SIWXSignMessage'))
    act(() => void card()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(modal.getState().open).toBe(true)
    expect(modal.getState().shake).toBe(true)
    await waitFor(() => expect(card()!.getAttribute('data-shake')).toBe('true'))

    required = false
    act(() => void card()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(modal.getState().open).toBe(false)
    await waitFor(() => expect(card()).toBeNull())
  })

  it('moves focus into the dialog on open and gives it back to the opener on close', async () => {
    const kit = make()
    await kit.ready()
    const opener = document.createElement('button')
    document.body.appendChild(opener)
    opener.focus()
    await act(() => kit.open())
    await waitFor(() => expect(modalHost()?.shadowRoot?.activeElement).toBe(card()))
    await act(() => kit.close())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
