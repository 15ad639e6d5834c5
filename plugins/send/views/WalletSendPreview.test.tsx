// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, ROUTER, SNACKBAR } from '../../../kernel'
import { FAKE_ADDRESSES } from '../testing/createFakeChainAdapter'
import { createSendTestKit, type SendTestKit } from '../testing/createSendTestKit'
import { renderWithKit } from '../testing/renderWithKit'
import { ETH, RECEIVER } from '../testing/testTokens'
import WalletSendPreview from './WalletSendPreview'

const kits: SendTestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  // Each test's kit starts without the previous one's stored session.
  localStorage.clear()
})

async function shown(locale?: string, prepare?: (t: SendTestKit) => void) {
  const t = createSendTestKit({ locale })
  kits.push(t)
  await t.connect()
  prepare?.(t)
  // Another locale's pack loads beside the plugin; the view waits for it.
  await t.container.resolve(I18N).ready('send')
  t.store().setToken(ETH)
  t.store().setTokenAmount('0.1')
  t.store().setReceiver({ address: RECEIVER, profileName: 'bob.reown.id', profileImageUrl: 'https://img.test/bob.png' })
  const router = t.container.resolve(ROUTER)
  router.reset('Account')
  router.push('WalletSend')
  router.push('WalletSendPreview')
  renderWithKit(t.kit, <WalletSendPreview />)
  return t
}

describe('WalletSendPreview', () => {
  it('shows from, to, amount (with its USD value) and network', async () => {
    await shown()
    expect(screen.getByTestId('w3m-send-preview-amount').textContent).toBe('0.1 ETH')
    expect(screen.getByTestId('w3m-send-preview-usd').textContent).toBe('$300.00')
    expect(screen.getByTestId('w3m-send-preview-receiver').textContent).toBe('bob.reown.id')
    expect(screen.getByText('0x70...79C8')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'bob.reown.id' }).getAttribute('src')).toBe('https://img.test/bob.png')
    expect(screen.getByTestId('w3m-send-preview-from').textContent).toBe('0xf3...2266')
    expect(screen.getByTestId('w3m-send-preview-network').textContent).toBe('Ethereum')
  })

  it('SEND-10 SEND-11 Send sends, resets the draft and returns to Account', async () => {
    const t = await shown()
    fireEvent.click(screen.getByTestId('w3m-send-button'))
    await waitFor(() => expect(t.container.resolve(ROUTER).getState().view).toBe('Account'))
    expect(t.adapters.eip155!.transfers).toEqual([
      expect.objectContaining({ from: FAKE_ADDRESSES.eip155, to: RECEIVER, value: 100_000_000_000_000_000n }),
    ])
    expect(t.store().getState()).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined })
  })

  it('SEND-06 shows loading on Send while the wallet is asked', async () => {
    const t = await shown()
    let release!: () => void
    t.adapters.eip155!.wallet.gate = new Promise((resolve) => (release = resolve))
    fireEvent.click(screen.getByTestId('w3m-send-button'))
    await waitFor(() => expect((screen.getByTestId('w3m-send-button') as HTMLButtonElement).disabled).toBe(true))
    expect(screen.getByTestId('w3m-send-button').getAttribute('aria-busy')).toBe('true')
    expect((screen.getByTestId('w3m-send-cancel-button') as HTMLButtonElement).disabled).toBe(true)
    release()
    await waitFor(() => expect(t.container.resolve(ROUTER).getState().view).toBe('Account'))
  })

  it('a wallet rejection leaves the preview with the draft and an error snack', async () => {
    const t = await shown()
    t.adapters.eip155!.wallet.rejects = true
    fireEvent.click(screen.getByTestId('w3m-send-button'))
    await waitFor(() => expect(t.container.resolve(SNACKBAR).getState()).toMatchObject({ open: true, variant: 'error', message: 'User rejected the request.' }))
    expect(t.container.resolve(ROUTER).getState().view).toBe('WalletSendPreview')
    expect(t.store().getState()).toMatchObject({ token: ETH, sendTokenAmount: '0.1', receiverAddress: RECEIVER })
    expect((screen.getByTestId('w3m-send-button') as HTMLButtonElement).disabled).toBe(false)
  })

  it('Cancel goes back to WalletSend and keeps the draft', async () => {
    const t = await shown()
    fireEvent.click(screen.getByTestId('w3m-send-cancel-button'))
    expect(t.container.resolve(ROUTER).getState().view).toBe('WalletSend')
    expect(t.store().getState().sendTokenAmount).toBe('0.1')
  })

  it('in Arabic: the labels, the USD value by locale, and the service’s snack in the kit’s locale', async () => {
    const t = await shown('ar')
    expect(screen.getByText('من')).toBeTruthy()
    expect(screen.getByTestId('w3m-send-preview-usd').textContent).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(300))
    expect(screen.getByTestId('w3m-send-preview-usd').textContent).not.toBe('$300.00')
    fireEvent.click(screen.getByTestId('w3m-send-button'))
    expect(screen.getByTestId('w3m-send-button').textContent).toBe('إرسال')
    await waitFor(() => expect(t.container.resolve(SNACKBAR).getState()).toMatchObject({ open: true, variant: 'success', message: 'بدأت المعاملة' }))
  })

  it('shows the network fee the chain plugin estimates for this send, in the native coin', async () => {
    const asked: unknown[] = []
    await shown(undefined, (t) => {
      // The stand-in chain plugin's estimate (the real ones: sandbox/integration/tonAdapter.test.ts and send*.test.ts).
      t.adapters.eip155!.estimateFee = async ({ from, to, value }) => {
        asked.push({ from, to, value })
        return 21_000n * 30_000_000_000n
      }
    })
    await waitFor(() => expect(screen.getByTestId('w3m-send-preview-fee').textContent).toBe('0.00063 ETH'))
    expect(screen.getByText('Network fee')).toBeTruthy()
    expect(asked).toEqual([{ from: FAKE_ADDRESSES.eip155, to: RECEIVER, value: 100_000_000_000_000_000n }])
  })

  it('leaves the fee out when the chain plugin cannot estimate it', async () => {
    let refused: Promise<never> | undefined
    await shown(undefined, (t) => {
      t.adapters.eip155!.estimateFee = () => (refused = Promise.reject(new Error('no estimate')))
    })
    // The plugin was asked and said no; the view has settled with no fee row.
    await waitFor(() => expect(refused).toBeDefined())
    await refused!.catch(() => undefined)
    expect(screen.getByTestId('w3m-send-preview-amount').textContent).toBe('0.1 ETH')
    expect(screen.queryByTestId('w3m-send-preview-fee')).toBeNull()
  })
})
