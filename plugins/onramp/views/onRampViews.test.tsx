// @vitest-environment jsdom
// The progress, result and explainer views in a real headless kit with the plugin active. The
// kit's API endpoints point at a closed loopback port: nothing leaves the process, and the
// remote config falls back to the default features (onramp on).
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER, ROUTER, createAppKit, type AppKit } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { AppKitProvider } from '../../../ui-shell'
import { ONRAMP_STORE, onramp } from '../index'
import { ONRAMP_PROVIDERS } from '../onRampProviders'
import BuyInProgress from './BuyInProgress'
import OnRampAmount from './OnRampAmount'
import OnRampResult from './OnRampResult'
import WhatIsABuy from './WhatIsABuy'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.destroy())
})

async function kitWithOnramp(locale?: string) {
  const closed = 'http://127.0.0.1:9'
  const kit = createAppKit({ projectId: 'onramp-views', networks: [mainnet], endpoints: { fonts: '', api: closed, blockchainApi: closed }, plugins: [onramp], locale })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  for (let i = 0; i < 200 && !c.isRegistered(ONRAMP_STORE); i++) await new Promise((r) => setTimeout(r, 10))
  // The plugin's words for the locale load before a view asks for them.
  await c.resolve(I18N).ready('onramp')
  const store = c.resolve(ONRAMP_STORE)
  store.setState({ selectedProvider: ONRAMP_PROVIDERS[1]! })
  return { kit, store, router: c.resolve(ROUTER) }
}

const show = (kit: AppKit, ui: React.ReactElement) => render(<AppKitProvider kit={kit}>{ui}</AppKitProvider>)

describe('on-ramp views', () => {
  it('BuyInProgress offers the checkout link when the popup was blocked, and Copy link', async () => {
    const { kit, store } = await kitWithOnramp()
    store.setState({ purchase: { status: 'pending', popupBlocked: true, url: 'http://127.0.0.1:7/provider-b?x=1' } })
    show(kit, <BuyInProgress />)
    expect(screen.getByTestId('onramp-progress-title').textContent).toBe('Buy in the Meld.io window')
    expect(screen.getByTestId('onramp-open-checkout-link').getAttribute('href')).toBe('http://127.0.0.1:7/provider-b?x=1')
    expect(screen.getByTestId('onramp-copy-link')).toBeTruthy()
    expect(screen.getByTestId('onramp-try-again')).toBeTruthy()
  })

  it('OnRampResult shows the amount received on success and the reason on failure or time-out', async () => {
    const { kit, store } = await kitWithOnramp()
    store.setState({ purchase: { status: 'success', amount: '98.000000', currency: 'USDC', txHash: '0x1234567890abcdef1234567890abcdef' } })
    const view = show(kit, <OnRampResult />)
    expect(screen.getByTestId('onramp-result-amount').textContent).toBe('+98.000000 USDC')
    store.setState({ purchase: { status: 'timeout', reason: 'The purchase did not complete in time.' } })
    view.rerender(<AppKitProvider kit={kit}><OnRampResult /></AppKitProvider>)
    expect(await screen.findByText('Purchase timed out')).toBeTruthy()
    expect(screen.getByTestId('onramp-result-reason').textContent).toBe('The purchase did not complete in time.')
  })

  it('WhatIsABuy explains buying and goes back to the providers', async () => {
    const { kit, router } = await kitWithOnramp()
    router.reset('Account')
    router.push('OnRampProviders')
    router.push('WhatIsABuy')
    show(kit, <WhatIsABuy />)
    fireEvent.click(screen.getByTestId('onramp-what-is-a-buy-continue'))
    expect(router.getState().view).toBe('OnRampProviders')
  })

  it('in German: the amount step’s limits, errors and quote in German words and money forms', async () => {
    const { kit, store } = await kitWithOnramp('de')
    // The quote as the service stores it (its fetching is covered in sandbox/integration/onramp.test.ts).
    store.setState({
      quote: {
        coinbaseFee: { amount: '1.50', currency: 'USD' },
        networkFee: { amount: '0.50', currency: 'USD' },
        paymentSubtotal: { amount: '98', currency: 'USD' },
        paymentTotal: { amount: '1000', currency: 'USD' },
        purchaseAmount: { amount: '998.500000', currency: 'USDC' },
        quoteId: 'q',
      },
    })
    show(kit, <OnRampAmount />)
    expect(screen.getByTestId('onramp-amount-limits').textContent).toBe('Karte: 10,00\u00a0$ bis 7.500,00\u00a0$')
    expect(screen.getByRole('radiogroup', { name: 'Zahlungsmethode' })).toBeTruthy()
    const input = screen.getByLabelText('Betrag in USD')
    fireEvent.change(input, { target: { value: '5' } })
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Der Mindestbetrag ist 10,00\u00a0$')
    fireEvent.change(input, { target: { value: '100' } })
    expect(screen.getByTestId('onramp-quote-amount').textContent).toBe('998,500000 USDC')
    expect(screen.getByTestId('onramp-quote-total').textContent).toBe('1.000,00\u00a0$')
    expect(screen.getByText('Zwischensumme')).toBeTruthy()
    expect(screen.getByTestId('onramp-buy-button').textContent).toContain('Weiter mit Meld.io')
  })

  it('in German: the plugin’s own failure reasons are worded, a provider’s reason shows as it came', async () => {
    const { kit, store } = await kitWithOnramp('de')
    store.setState({ purchase: { status: 'failed', reason: 'The checkout window was closed before the purchase finished.', reasonKey: 'closedReason' } })
    const view = show(kit, <OnRampResult />)
    expect(screen.getByTestId('onramp-result-title').textContent).toBe('Kauf fehlgeschlagen')
    expect(screen.getByTestId('onramp-result-reason').textContent).toBe('Das Bezahlfenster wurde geschlossen, bevor der Kauf abgeschlossen war.')
    store.setState({ purchase: { status: 'failed', reason: 'Declined at checkout' } })
    view.rerender(<AppKitProvider kit={kit}><OnRampResult /></AppKitProvider>)
    expect(screen.getByTestId('onramp-result-reason').textContent).toBe('Declined at checkout')
    store.setState({ purchase: { status: 'success', amount: '1234.5', currency: 'USDC' } })
    view.rerender(<AppKitProvider kit={kit}><OnRampResult /></AppKitProvider>)
    expect(screen.getByTestId('onramp-result-amount').textContent).toBe('+1.234,5 USDC')
  })
})
