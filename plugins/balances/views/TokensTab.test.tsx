// @vitest-environment jsdom
// The Tokens tab over a real headless kit (basic mode, nothing fetched) with the balances plugin
// active; the account store is written directly, as the balances service would.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, CONNECTION_STORE, I18N, KIT_CONTAINER, createAppKit, type AppKit, type TokenBalance } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { AppKitProvider } from '../../../ui-shell'
import { balances } from '../index'
import { BALANCES } from '../tokens'
import { TokensTab } from './TokensTab'

const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  value: 10000,
  price: 1,
  quantity: { decimals: '6', numeric: '10000' },
  iconUrl: 'data:image/svg+xml,usdc',
}
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2999999.12,
  price: 3000,
  quantity: { decimals: '18', numeric: '999.98470746' },
  iconUrl: 'data:image/svg+xml,eth',
}

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
})

async function setup(tokenBalance: TokenBalance[], locale?: string) {
  const kit = createAppKit({ projectId: 'test', networks: [mainnet], basic: true, features: { analytics: false }, plugins: [balances], locale })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  c.resolve(CONNECTION_STORE).setState({ activeNamespace: 'eip155' })
  c.resolve(ACCOUNT_STORE).patch('eip155', { address: '0x1111111111111111111111111111111111111111', tokenBalance })
  // Another locale's pack loads beside the plugin; the tab waits for it.
  await c.resolve(I18N).ready('balances')
  render(
    <AppKitProvider kit={kit}>
      <TokensTab />
    </AppKitProvider>,
  )
  return { kit, accounts: c.resolve(ACCOUNT_STORE), service: c.resolve(BALANCES) }
}

describe('TokensTab', () => {
  it('BAL-01 BAL-13 lists each token with icon, name, quantity and USD value, 2 decimals en-US', async () => {
    await setup([ETH, USDC])
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.textContent).toContain('Ether')
    expect(within(rows[0]!).getByTestId('token-quantity').textContent).toBe('999.98 ETH')
    expect(within(rows[0]!).getByTestId('token-value').textContent).toBe('$2,999,999.12')
    expect(within(rows[1]!).getByTestId('token-quantity').textContent).toBe('10,000.00 USDC')
    expect(within(rows[1]!).getByTestId('token-value').textContent).toBe('$10,000.00')
    expect(rows[1]!.querySelector('img')!.getAttribute('src')).toBe(USDC.iconUrl)
  })

  it('shows the empty state (empty-account-state) when the account holds no tokens', async () => {
    await setup([])
    expect(screen.getByTestId('empty-account-state')).toBeTruthy()
    expect(screen.getByTestId('empty-state-text').textContent).toBe('You have no tokens yet')
  })

  it('shows skeletons while the first fetch runs, then the rows', async () => {
    const { service, accounts } = await setup([])
    act(() => service.state.setState({ loading: { eip155: true } }))
    expect(screen.getByTestId('tokens-loading').getAttribute('aria-busy')).toBe('true')
    act(() => {
      accounts.patch('eip155', { tokenBalance: [USDC] })
      service.state.setState({ loading: { eip155: false } })
    })
    expect(screen.getByRole('listitem').textContent).toContain('USD Coin')
  })

  it('falls back to the symbol when a token icon fails to load', async () => {
    await setup([USDC])
    const img = screen.getByRole('listitem').querySelector('img')!
    act(() => void img.dispatchEvent(new Event('error')))
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull()
    expect(screen.getByRole('listitem').textContent).toContain('USD')
  })

  it('BAL-13 in German: the list’s name, quantities and USD values use the locale’s separators', async () => {
    await setup([ETH, USDC], 'de')
    const rows = within(screen.getByRole('list', { name: 'Token' })).getAllByRole('listitem')
    expect(within(rows[0]!).getByTestId('token-quantity').textContent).toBe('999,98 ETH')
    expect(within(rows[0]!).getByTestId('token-value').textContent).toBe('2.999.999,12\u00a0$')
    expect(within(rows[1]!).getByTestId('token-quantity').textContent).toBe('10.000,00 USDC')
  })

  it('the empty state in Arabic', async () => {
    await setup([], 'ar')
    expect(screen.getByTestId('empty-state-text').textContent).toBe('ليس لديك رموز بعد')
  })
})
