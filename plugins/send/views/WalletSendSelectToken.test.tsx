// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_STORE, ROUTER, type TokenBalance } from '../../../kernel'
import { createSendTestKit, type SendTestKit } from '../testing/createSendTestKit'
import { renderWithKit } from '../testing/renderWithKit'
import { ETH, USDC, USDT } from '../testing/testTokens'
import WalletSendSelectToken from './WalletSendSelectToken'

const kits: SendTestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  // Each test's kit starts without the previous one's stored session.
  localStorage.clear()
})

const POL: TokenBalance = { ...ETH, name: 'POL', symbol: 'POL', chainId: 'eip155:137', price: 0.5 }

async function shown(tokens: TokenBalance[]) {
  const t = createSendTestKit()
  kits.push(t)
  await t.connect()
  t.container.resolve(ACCOUNT_STORE).patch('eip155', { tokenBalance: tokens })
  const router = t.container.resolve(ROUTER)
  router.reset('Account')
  router.push('WalletSend')
  router.push('WalletSendSelectToken')
  renderWithKit(t.kit, <WalletSendSelectToken />)
  return t
}

describe('WalletSendSelectToken', () => {
  it("lists the account's tokens on the active network with quantity and USD value", async () => {
    await shown([ETH, USDC, USDT, POL])
    const items = screen.getAllByTestId(/^w3m-send-select-token-item-/)
    expect(items.map((i) => i.getAttribute('data-testid'))).toEqual([
      'w3m-send-select-token-item-ETH',
      'w3m-send-select-token-item-USDC',
      'w3m-send-select-token-item-USDT',
    ])
    expect(items[0]!.textContent).toContain('Ether')
    expect(items[0]!.textContent).toContain('1,000 ETH')
    expect(items[0]!.textContent).toContain('$3,000,000.00')
  })

  it('filters by symbol or name', async () => {
    await shown([ETH, USDC, USDT])
    fireEvent.change(screen.getByTestId('w3m-send-select-token-search'), { target: { value: 'tether' } })
    expect(screen.getAllByTestId(/^w3m-send-select-token-item-/).map((i) => i.textContent)).toEqual([expect.stringContaining('Tether USD')])
    fireEvent.change(screen.getByTestId('w3m-send-select-token-search'), { target: { value: 'zzz' } })
    expect(screen.getByTestId('empty-state-description').textContent).toBe('No token matches your search')
  })

  it('picking a token puts it in the draft and goes back to WalletSend', async () => {
    const t = await shown([ETH, USDC])
    fireEvent.click(screen.getByTestId('w3m-send-select-token-item-USDC'))
    expect(t.store().getState().token).toEqual(USDC)
    expect(t.container.resolve(ROUTER).getState().view).toBe('WalletSend')
  })

  it('says so when there is nothing to send on the network', async () => {
    await shown([POL])
    expect(screen.getByTestId('empty-state-text').textContent).toBe('No tokens found')
    expect(screen.getByTestId('empty-state-description').textContent).toBe('You have nothing to send on Ethereum')
  })
})
