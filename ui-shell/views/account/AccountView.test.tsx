// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_STORE,
  BUS,
  definePlugin,
  KIT_CONTAINER,
  MODAL,
  ROUTER,
  SNACKBAR,
  type PluginManifest,
} from '../../../kernel'
import { startSandbox } from '../../../sandbox/testing/startSandbox'
import type { Sandbox } from '../../../sandbox/testing/types'
import { createTestKit, type TestKit } from '../../testing/createTestKit'
import AccountSettingsView from './AccountSettingsView'
import AccountView from './AccountView'

// The seeded name of the sandbox API (sandbox/api/README.md).
const NAMED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let sandbox: Sandbox<'api'>
const kits: TestKit[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
  // The chain-backed routes come with the EVM devnets; identity only needs the supported list.
  sandbox.api.routes.get('/v1/supported-chains', () => ({ json: { http: ['eip155:1', 'eip155:137'], ws: [] } }))
}, 60_000)
afterAll(() => sandbox?.close())
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  // Identities are cached in storage for 5 minutes (ACCT-06): each test starts without them.
  localStorage.clear()
})

async function connected(options: { plugins?: PluginManifest[]; accounts?: string[] } = {}) {
  // Every remote the kit knows points at the local sandbox: nothing leaves the machine.
  const t = createTestKit({ endpoints: sandbox.endpoints, plugins: options.plugins })
  kits.push(t)
  if (options.accounts) t.adapters.eip155!.script({ accounts: options.accounts })
  await t.connect('eip155')
  return { ...t, resolve: t.kit[KIT_CONTAINER].resolve.bind(t.kit[KIT_CONTAINER]) }
}

const testIds = (prefix: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-testid^="${prefix}"]`)].map((el) => el.dataset.testid)

describe('AccountView', () => {
  it('ACCV-01 has the tabs Tokens and NFTs with empty states until plugins fill them (Activity comes with its plugin, ACT-02)', async () => {
    const t = await connected()
    t.render(<AccountView />)
    const tablist = await screen.findByRole('tablist', { name: 'Account' })
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
    expect(testIds('tab-')).toEqual(['tab-tokens', 'tab-nfts'])

    fireEvent.click(screen.getByTestId('tab-nfts'))
    expect(within(screen.getByTestId('empty-account-state')).getByTestId('empty-state-text').textContent).toBe('No NFTs yet')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByTestId('tab-nfts').id)
    // The current tab is kept in the account store, so it survives leaving the view.
    expect(t.resolve(ACCOUNT_STORE).get('eip155').currentTab).toBe(1)

    cleanup()
    t.render(<AccountView />)
    expect(screen.getByTestId('tab-nfts').getAttribute('aria-selected')).toBe('true')
  })

  it('ACCV-01 shows a plugin’s tab panel in place of the built-in placeholder, loaded lazily', async () => {
    let loads = 0
    const tokens = definePlugin({
      id: 'fake-balances',
      accountTabs: [
        {
          id: 'tokens',
          order: 1,
          label: 'Tokens',
          view: async () => {
            loads++
            return { default: () => <p data-testid="fake-token-list">2 tokens</p> }
          },
        },
      ],
    })
    const t = await connected({ plugins: [tokens] })
    t.render(<AccountView />)
    expect((await screen.findByTestId('fake-token-list')).textContent).toBe('2 tokens')
    expect(screen.queryByTestId('empty-tokens-state')).toBeNull()
    expect(testIds('tab-')).toEqual(['tab-tokens', 'tab-nfts'])
    fireEvent.click(screen.getByTestId('tab-nfts'))
    fireEvent.click(screen.getByTestId('tab-tokens'))
    await screen.findByTestId('fake-token-list')
    expect(loads).toBe(1)
  })

  it('ACCV-02 orders the wallet features onramp, swaps, receive, send from the plugins’ manifests, each opening its view', async () => {
    // Registered in a shuffled order, through the real plugin host, as separate plugins would.
    const plugins = [
      definePlugin({ id: 'fake-send', accountActions: [{ id: 'send', order: 4, view: 'WalletSend' }] }),
      definePlugin({ id: 'fake-receive', accountActions: [{ id: 'receive', order: 3, view: 'WalletReceive' }] }),
      definePlugin({ id: 'fake-onramp', accountActions: [{ id: 'onramp', order: 1, view: 'OnRampProviders' }] }),
      definePlugin({ id: 'fake-swaps', accountActions: [{ id: 'swaps', order: 2, view: 'Swap', namespaces: ['eip155'] }] }),
      definePlugin({ id: 'fake-solana-only', accountActions: [{ id: 'stake', order: 0, view: 'Stake', namespaces: ['solana'] }] }),
    ]
    const t = await connected({ plugins })
    t.render(<AccountView />)
    const row = await screen.findByTestId('w3m-account-wallet-features-widget')
    expect([...row.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual([
      'wallet-features-onramp-button',
      'wallet-features-swaps-button',
      'wallet-features-receive-button',
      'wallet-features-send-button',
    ])
    expect([...row.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])

    fireEvent.click(screen.getByTestId('wallet-features-send-button'))
    expect(t.resolve(ROUTER).getState().view).toBe('WalletSend')
    fireEvent.click(screen.getByTestId('wallet-features-receive-button'))
    expect(t.resolve(ROUTER).getState().view).toBe('WalletReceive')

    // AppKit's default and token widget ids name wrappers whose only button is the action (testids.md).
    const wrapped = (id: string) => [...screen.getByTestId(id).querySelectorAll('button')].map((b) => b.dataset.testid)
    expect(wrapped('w3m-account-default-fund-wallet-button')).toEqual(['wallet-features-onramp-button'])
    expect(wrapped('w3m-account-onramp-button')).toEqual(['wallet-features-onramp-button'])
    expect(wrapped('w3m-account-default-swaps-button')).toEqual(['wallet-features-swaps-button'])
    expect(wrapped('w3m-account-receive-button')).toEqual(['wallet-features-receive-button'])
    expect(wrapped('w3m-account-default-send-button')).toEqual(['wallet-features-send-button'])
  })

  it("an account action's testId names its button; without one the button is wallet-features-<id>-button", async () => {
    const plugins = [
      definePlugin({ id: 'approvals', accountActions: [{ id: 'approvals', view: 'Approvals', label: 'Approvals', testId: 'approvals-open' }] }),
      definePlugin({ id: 'stake', accountActions: [{ id: 'stake', view: 'Stake', label: 'Stake' }] }),
    ]
    const t = await connected({ plugins })
    t.render(<AccountView />)
    const row = await screen.findByTestId('w3m-account-wallet-features-widget')
    expect([...row.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual(['approvals-open', 'wallet-features-stake-button'])
    fireEvent.click(screen.getByTestId('approvals-open'))
    expect(t.resolve(ROUTER).getState().view).toBe('Approvals')
  })

  it('ACCV-03 fetches the identity from the blockchain API and shows the profile name; announces the view for balances', async () => {
    const t = await connected({ accounts: [NAMED_ADDRESS] })
    const shown: unknown[][] = []
    t.resolve(BUS).on('accountViewShown', (...args) => void shown.push(args))
    sandbox.api.requests.clear()
    t.render(<AccountView />)
    // Before the answer: the truncated address (4 + 6, as AppKit).
    expect(screen.getByTestId('w3m-account-name').textContent).toBe('0xf3...b92266')
    await waitFor(() => expect(screen.getByTestId('w3m-account-name').textContent).toBe('airlock-demo.reown.id'), { timeout: 10_000 })

    const request = sandbox.api.requests.last(`/v1/identity/${NAMED_ADDRESS}`)
    expect(request?.query.sender).toBe(NAMED_ADDRESS)
    expect(t.resolve(ACCOUNT_STORE).get('eip155').profileName).toBe('airlock-demo.reown.id')
    // The sandbox's avatar for a named account: shown in place of the gradient.
    const avatar = screen.getByTestId('single-account-avatar').querySelector('img')
    expect(avatar?.getAttribute('src')).toContain('/public/getAssetImage/airlock-demo.reown.id')
    expect(shown).toEqual([['eip155', NAMED_ADDRESS]])
  })

  it('ACCV-03 keeps the truncated address for an account with no name', async () => {
    const t = await connected()
    t.render(<AccountView />)
    await waitFor(() => expect(sandbox.api.requests.last(/^\/v1\/identity\/0x1111/)).toBeTruthy(), { timeout: 10_000 })
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(screen.getByTestId('w3m-account-name').textContent).toBe('0x11...111111')
    expect(screen.getByTestId('single-account-avatar').querySelector('img')).toBeNull()
  })

  it('shows the balance with 2 decimals en-US, the explorer link and the network button', async () => {
    const t = await connected()
    t.render(<AccountView />)
    expect(screen.queryByTestId('balance-amount')).toBeNull()
    act(() => t.resolve(ACCOUNT_STORE).patch('eip155', { balance: '1234.5', balanceSymbol: 'ETH' }))
    expect(screen.getByTestId('balance-amount').textContent).toBe('1,234.50 ETH')

    const explorer = screen.getByTestId('w3m-account-explorer-link') as HTMLAnchorElement
    expect(explorer.href).toBe('https://explorer.test/1/address/0x1111111111111111111111111111111111111111')
    expect(explorer.target).toBe('_blank')

    const network = screen.getByTestId('w3m-account-select-network')
    expect(network.textContent).toContain('Ethereum')
    fireEvent.click(network)
    expect(t.resolve(ROUTER).getState().view).toBe('Networks')
  })

  it('copies the address and says so in the snackbar', async () => {
    const t = await connected()
    // jsdom has no clipboard: a stand-in records what the view writes.
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
    t.render(<AccountView />)
    fireEvent.click(screen.getByTestId('w3m-account-copy-address'))
    await waitFor(() => expect(t.resolve(SNACKBAR).getState().message).toBe('Address copied'))
    expect(written).toEqual(['0x1111111111111111111111111111111111111111'])
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it('disconnects through the kernel, then closes the modal', async () => {
    const t = await connected()
    t.kit.open()
    expect(t.resolve(MODAL).getState().open).toBe(true)
    t.render(<AccountView />)
    fireEvent.click(screen.getByTestId('disconnect-button'))
    await waitFor(() => expect(t.resolve(MODAL).getState().open).toBe(false))
    expect(t.adapters.eip155!.calls.map((c) => c.method)).toContain('disconnect')
    expect(t.kit.getAccount().isConnected).toBe(false)
  })

  it('shows the kernel’s error in the snackbar when the wallet refuses to disconnect, and stays open', async () => {
    const t = await connected()
    t.kit.open()
    t.adapters.eip155!.script({ failDisconnect: true })
    t.render(<AccountView />)
    fireEvent.click(screen.getByTestId('disconnect-button'))
    await waitFor(() => expect(t.resolve(SNACKBAR).getState().message).toMatch(/^Failed to disconnect/))
    expect(t.resolve(SNACKBAR).getState().variant).toBe('error')
    expect(t.resolve(MODAL).getState().open).toBe(true)
  })

  it("AccountSettings has AppKit's network row account-switch-network-button: the active network, opening Networks", async () => {
    const t = await connected()
    t.render(<AccountSettingsView />)
    const row = await screen.findByTestId('account-switch-network-button')
    expect(row.textContent).toBe(t.kit.getCaipNetwork('eip155')!.name)
    fireEvent.click(row)
    expect(t.resolve(ROUTER).getState().view).toBe('Networks')
  })
})
