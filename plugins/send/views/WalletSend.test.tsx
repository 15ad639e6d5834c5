// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, I18N, ROUTER } from '../../../kernel'
import { createSendTestKit, type SendTestKit } from '../testing/createSendTestKit'
import { renderWithKit } from '../testing/renderWithKit'
import { ETH, RECEIVER, USDC } from '../testing/testTokens'
import WalletSend from './WalletSend'

const kits: SendTestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  // Each test's kit starts without the previous one's stored session.
  localStorage.clear()
})

async function shown(tokens = [ETH, USDC], locale?: string) {
  const t = createSendTestKit({ locale })
  kits.push(t)
  await t.connect()
  // Another locale's pack loads beside the plugin; the view waits for it.
  await t.container.resolve(I18N).ready('send')
  t.container.resolve(ACCOUNT_STORE).patch('eip155', { tokenBalance: tokens })
  t.container.resolve(ROUTER).reset('Account')
  t.container.resolve(ROUTER).push('WalletSend')
  renderWithKit(t.kit, <WalletSend />)
  return t
}

const amountInput = () => screen.getByTestId('w3m-send-amount-input') as HTMLInputElement
const receiverInput = () => screen.getByTestId('w3m-send-receiver-input') as HTMLInputElement
const previewButton = () => screen.getByTestId('w3m-send-preview-button') as HTMLButtonElement

describe('WalletSend', () => {
  it('starts on the network coin and shows its balance; the amount shows its USD value', async () => {
    const t = await shown()
    await waitFor(() => expect(screen.getByTestId('w3m-send-select-token-button').textContent).toContain('ETH'))
    expect(screen.getByTestId('w3m-send-token-balance').textContent).toBe('1,000 ETH')
    fireEvent.change(amountInput(), { target: { value: '0,1' } })
    expect(t.store().getState().sendTokenAmount).toBe('0.1')
    expect(amountInput().value).toBe('0.1')
    expect(screen.getByTestId('w3m-send-usd-value').textContent).toBe('$300.00')
    fireEvent.change(amountInput(), { target: { value: '0.1x' } })
    expect(t.store().getState().sendTokenAmount).toBe('0.1')
  })

  it('labels the button with what is missing and previews only a complete draft', async () => {
    const t = await shown()
    await waitFor(() => expect(previewButton().textContent).toBe('Add Amount'))
    expect(previewButton().disabled).toBe(true)
    fireEvent.change(amountInput(), { target: { value: '5000' } })
    expect(previewButton().textContent).toBe('Insufficient Funds')
    fireEvent.change(amountInput(), { target: { value: '0.1' } })
    expect(previewButton().textContent).toBe('Add Address')
    fireEvent.change(receiverInput(), { target: { value: '0x1234' } })
    await waitFor(() => expect(previewButton().textContent).toBe('Invalid Address'))
    expect(t.store().getState().receiverAddress).toBeUndefined()
    fireEvent.change(receiverInput(), { target: { value: RECEIVER } })
    await waitFor(() => expect(previewButton().textContent).toBe('Preview Send'))
    expect(t.store().getState().receiverAddress).toBe(RECEIVER)
    fireEvent.click(previewButton())
    expect(t.container.resolve(ROUTER).getState().view).toBe('WalletSendPreview')
  })

  it('validates the receiver with the chain plugin of the active namespace', async () => {
    const t = await shown()
    // A Solana address is not an address on eip155.
    fireEvent.change(receiverInput(), { target: { value: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' } })
    await waitFor(() => expect(t.store().getState().receiverAddress).toBeUndefined())
    expect(t.adapters.eip155!.isAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(false)
  })

  it('Max fills the whole token balance; the token button opens the token list', async () => {
    const t = await shown()
    act(() => t.store().setToken(USDC))
    fireEvent.click(screen.getByTestId('w3m-send-max-button'))
    await waitFor(() => expect(t.store().getState().sendTokenAmount).toBe('10000'))
    expect(screen.getByTestId('w3m-send-usd-value').textContent).toBe('$10,000.00')
    fireEvent.click(screen.getByTestId('w3m-send-select-token-button'))
    expect(t.container.resolve(ROUTER).getState().view).toBe('WalletSendSelectToken')
  })

  it('keeps what was typed when coming back to it (the draft lives in the store)', async () => {
    const t = createSendTestKit()
    kits.push(t)
    await t.connect()
    t.store().setToken(USDC)
    t.store().setTokenAmount('12')
    t.store().setReceiver({ address: RECEIVER })
    renderWithKit(t.kit, <WalletSend />)
    expect(amountInput().value).toBe('12')
    expect(receiverInput().value).toBe(RECEIVER)
    await waitFor(() => expect(previewButton().textContent).toBe('Preview Send'))
  })

  it('in German: labels, the button’s walk, the balance and the USD value with German separators', async () => {
    const t = await shown([ETH, USDC], 'de')
    act(() => t.store().setToken(USDC))
    expect(screen.getByText('Betrag')).toBeTruthy()
    expect(receiverInput().getAttribute('placeholder')).toBe('Adresse oder Name')
    expect(screen.getByTestId('w3m-send-token-balance').textContent).toBe('10.000 USDC')
    expect(previewButton().textContent).toBe('Betrag eingeben')
    fireEvent.change(amountInput(), { target: { value: '1234,5' } })
    expect(screen.getByTestId('w3m-send-usd-value').textContent).toBe('1.234,50\u00a0$')
    expect(previewButton().textContent).toBe('Adresse eingeben')
    expect(screen.getByTestId('w3m-send-select-token-button').getAttribute('aria-label')).toBe('Token: USDC. Token ändern')
  })
})
