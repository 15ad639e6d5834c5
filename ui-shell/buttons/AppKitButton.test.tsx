// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, KIT_CONTAINER, ROUTER } from '../../kernel'
import { createTestKit } from '../testing/createTestKit'
import { AppKitButton } from './AppKitButton'
import { AppKitNetworkButton } from './AppKitNetworkButton'
import { BUTTON_TAG } from './ShadowButtonHost'

afterEach(cleanup)

/** Finds a test id inside the buttons' shadow roots. */
const inShadow = (container: HTMLElement, testId: string) =>
  [...container.querySelectorAll(BUTTON_TAG)]
    .map((host) => host.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`))
    .find(Boolean) ?? null

describe('AppKitButton', () => {
  it('BYD-12 shows connect-button while disconnected and opens the modal on Connect', async () => {
    const { kit, render } = createTestKit()
    await kit.ready()
    const { container } = render(<AppKitButton />)
    await waitFor(() => expect(inShadow(container, 'connect-button')).not.toBeNull())
    expect(inShadow(container, 'connect-button')!.textContent).toBe('Connect Wallet')
    act(() => inShadow(container, 'connect-button')!.click())
    await waitFor(() => expect(kit.getState().open).toBe(true))
    expect(kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('Connect')
  })

  it('BYD-12 shows account-button once connected: avatar, balance with 2 decimals, truncated address; opens Account', async () => {
    const { kit, render, connect } = createTestKit()
    const { container } = render(<AppKitButton />)
    await act(() => connect())
    act(() => kit[KIT_CONTAINER].resolve(ACCOUNT_STORE).patch('eip155', { balance: '1234.5678', balanceSymbol: 'ETH' }))
    await waitFor(() => expect(inShadow(container, 'account-button')).not.toBeNull())
    const button = inShadow(container, 'account-button')!
    expect(button.textContent).toContain('0x11...111111')
    expect(inShadow(container, 'balance-amount')!.textContent).toBe('1,234.57 ETH')
    expect(button.querySelector('.avatar')).not.toBeNull()
    act(() => button.click())
    await waitFor(() => expect(kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('Account'))
  })

  it('BYD-13 renders in its own shadow root, so page CSS cannot select the button', async () => {
    const { kit, render } = createTestKit()
    await kit.ready()
    const { container } = render(<AppKitButton />)
    await waitFor(() => expect(inShadow(container, 'connect-button')).not.toBeNull())
    expect(container.querySelector('button')).toBeNull()
    expect(container.querySelector(BUTTON_TAG)!.shadowRoot).not.toBeNull()
  })
})

describe('AppKitNetworkButton', () => {
  it('BYD-12 is w3m-network-button around wui-network-button (AppKit\'s ids), names the active network and opens Networks', async () => {
    const { kit, render } = createTestKit()
    await kit.ready()
    const { container } = render(<AppKitNetworkButton />)
    await waitFor(() => expect(inShadow(container, 'w3m-network-button')?.textContent).toBe('Ethereum'))
    const button = inShadow(container, 'w3m-network-button')!.querySelector<HTMLButtonElement>('button[data-testid="wui-network-button"]')!
    act(() => button.click())
    await waitFor(() => expect(kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('Networks'))
  })
})
