// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eip155Adapter } from '../../../chains/eip155'
import {
  CONNECTION_STORE,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  MODAL,
  MODAL_CONTROLLER,
  ROUTER,
  SNACKBAR,
  type InjectionToken,
} from '../../../kernel'
import { installBrowserWallets, type InstalledBrowserWallets } from '../../../sandbox/wallets/browser/installBrowserWallets'
import { parseWalletsQuery } from '../../../sandbox/wallets/browser/parseWalletsQuery'
import { AppKitProvider } from '../../kit/AppKitProvider'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import ConnectingExternalView, { CONNECT_RETRY_AFTER_MS } from './ConnectingExternalView'
import { connectingMessages } from './connectingMessages'

configure({ asyncUtilTimeout: 10_000 })

const kits: TestKit[] = []
let wallets: InstalledBrowserWallets | undefined

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  wallets?.uninstall()
  wallets = undefined
  localStorage.clear() // no stored session leaks into the next kit
})

const service = <T,>(t: TestKit, token: InjectionToken<T>) => t.kit[KIT_CONTAINER].resolve(token)

/**
 * The real EVM chain plugin and the sandbox's EIP-1193 test wallet, announced in jsdom's window;
 * the wallet answers eth_requestAccounts itself (no RPC is needed to connect). The modal is open
 * on ConnectingExternal with the announced wallet, as the Connect view leaves it.
 */
async function openOnWallet(behaviour: { rejectConnect?: boolean; delayMs?: number } = {}) {
  wallets = installBrowserWallets({ rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' }, behaviour }, parseWalletsQuery('eip6963:1'), window)
  const t = createTestKit({ adapters: [eip155Adapter()] })
  kits.push(t)
  await t.kit.ready()
  const connector = service(t, CONNECTORS_STORE).getConnector('dev.airlock.testwallet1')!
  expect(connector).toBeTruthy()
  act(() => {
    service(t, MODAL_CONTROLLER).open({ view: 'Connect' })
    service(t, ROUTER).push('ConnectingExternal', { connector })
  })
  t.render(<ConnectingExternalView />)
  return { t, connector, wallet: wallets.eip6963[0]! }
}

const label = () => screen.getByTestId('w3m-connecting-widget-label').textContent
const secondary = () => screen.getByTestId('w3m-connecting-widget-secondary-label').textContent

describe('ConnectingExternalView', () => {
  it('asks the wallet on mount, then closes the modal connected, with a success snack', async () => {
    const { t, wallet } = await openOnWallet({ delayMs: 300 })
    expect(label()).toBe('Continue in Airlock Test Wallet 1')
    expect(secondary()).toBe(connectingMessages.en.accept)
    expect(screen.getByRole('status', { name: 'Waiting for Airlock Test Wallet 1' })).toBeTruthy()
    expect(screen.getByTestId('wallet-image').querySelector('img')?.getAttribute('src')).toBe(wallet.icon)

    await waitFor(() => expect(service(t, CONNECTION_STORE).getState().status).toBe('connected'))
    expect(t.kit.getAddress()?.toLowerCase()).toBe((await wallet.request({ method: 'eth_accounts' }) as string[])[0]!.toLowerCase())
    await waitFor(() => expect(service(t, MODAL).getState().open).toBe(false))
    expect(service(t, SNACKBAR).getState()).toMatchObject({ open: true, variant: 'success', message: 'Wallet connected' })
  })

  it('shows "Connection declined" and "Try again" when the wallet refuses; the modal stays open, and a retry connects', async () => {
    const { t, wallet } = await openOnWallet({ rejectConnect: true })
    await waitFor(() => expect(label()).toBe('Connection declined'))
    expect(secondary()).toBe('Connection can be declined if a previous request is still active')
    expect(screen.queryByRole('status', { name: /Waiting for/ })).toBeNull()
    expect(service(t, MODAL).getState().open).toBe(true)
    expect(service(t, ROUTER).getState().view).toBe('ConnectingExternal')
    expect(service(t, CONNECTION_STORE).getState().status).toBe('disconnected')

    wallet.script({ rejectConnect: false })
    fireEvent.click(screen.getByTestId('w3m-connecting-widget-secondary-button'))
    expect(label()).toBe('Continue in Airlock Test Wallet 1')
    await waitFor(() => expect(service(t, CONNECTION_STORE).getState().status).toBe('connected'))
    await waitFor(() => expect(service(t, MODAL).getState().open).toBe(false))
  })

  it('never leaves a lone spinner: a wallet that does not answer gets "Try again" after the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { t } = await openOnWallet({ delayMs: 10 * 60_000 })
    expect(screen.queryByTestId('w3m-connecting-widget-secondary-button')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(CONNECT_RETRY_AFTER_MS))
    expect(secondary()).toBe(connectingMessages.en.slow)
    expect(screen.getByTestId('w3m-connecting-widget-secondary-button').textContent).toBe('Try again')
    // Still waiting on the first request; the back button leaves without a trace.
    expect(screen.getByRole('status', { name: 'Waiting for Airlock Test Wallet 1' })).toBeTruthy()
    act(() => service(t, ROUTER).goBack())
    expect(service(t, ROUTER).getState().view).toBe('Connect')
  })

  it('sends one request per attempt even under StrictMode', async () => {
    const t = createTestKit()
    kits.push(t)
    await t.kit.ready()
    const connector = service(t, CONNECTORS_STORE).getState().connectors[0]!
    act(() => {
      service(t, MODAL_CONTROLLER).open({ view: 'Connect' })
      service(t, ROUTER).push('ConnectingExternal', { connector })
    })
    render(
      <StrictMode>
        <AppKitProvider kit={t.kit}>
          <ConnectingExternalView />
        </AppKitProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(service(t, CONNECTION_STORE).getState().status).toBe('connected'))
    expect(t.adapters.eip155!.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
  })

  it('uses the catalogue wallet name when AllWallets passes one', async () => {
    const t = createTestKit()
    kits.push(t)
    await t.kit.ready()
    t.adapters.eip155!.script({ failConnect: 'nope' })
    const connector = service(t, CONNECTORS_STORE).getState().connectors[0]!
    act(() => service(t, ROUTER).push('ConnectingExternal', { connector, wallet: { id: 'x', name: 'Rainbow' } }))
    t.render(<ConnectingExternalView />)
    expect(label()).toBe('Continue in Rainbow')
    await waitFor(() => expect(label()).toBe('Connection declined'))
  })
})
