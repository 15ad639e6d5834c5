// @vitest-environment jsdom
// The activity plugin's list component over a real kit with the activity plugin active, its remote config from the
// sandbox's provider-API server (which serves no chains here, so the plugin's own fetch finds an
// unsupported network and an empty page). The list's state is written into the plugin's store
// directly, as its service would after a fetch; the load-more test lets the service ask the server.
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER } from '../../kernel'
import { startApiServer, type ApiServer } from '../api'
import { createTestKit, type TestKit } from '../../ui-shell/testing/createTestKit'
import { stubElementSize } from '../../ui-shell/testing/stubElementSize'
import type { Transaction } from '../../plugins/activity/contract'
import type { ActivityState } from '../../plugins/activity/createActivityService'
import { activity } from '../../plugins/activity'
import { OTHER, transfer, tx } from '../../plugins/activity/testing/historyFixtures'
import { ACTIVITY } from '../../plugins/activity/tokens'
import { ActivityList } from '../../plugins/activity/views/ActivityList'

configure({ asyncUtilTimeout: 10_000 })

let server: ApiServer
const kits: TestKit[] = []
// Tall enough that every line of these short lists is drawn under jsdom.
let restoreSize: () => void

beforeAll(async () => {
  restoreSize = stubElementSize({ clientHeight: 2000, clientWidth: 360 })
  server = await startApiServer()
})
afterAll(async () => {
  restoreSize?.()
  await server?.close()
})
afterEach(() => {
  cleanup()
  for (const t of kits.splice(0)) t.kit.destroy()
  server.requests.clear()
})

async function setup(locale?: string, page: 'account' | 'activity' = 'activity') {
  const t = createTestKit({ plugins: [activity], locale, endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url, fonts: '' } })
  kits.push(t)
  await t.connect()
  const c = t.kit[KIT_CONTAINER]
  const service = await waitFor(() => (c.isRegistered(ACTIVITY) ? c.resolve(ACTIVITY) : undefined))
  await waitFor(() => (service.state.getState().status === 'ready' ? true : undefined))
  const account = service.state.getState().account!
  const show = (patch: Partial<ActivityState>) => act(() => service.state.setState((s) => ({ ...s, status: 'ready', ...patch })))
  // The plugin's pack in a non-English locale loads beside its code; the view waits for it.
  await c.resolve(I18N).ready('activity')
  t.render(<ActivityList maxHeight="400px" page={page} />)
  return { t, service, account, show }
}

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error('timed out')
}

const row = (id: string) => screen.getByTestId(`activity-item-${id}`)
const thisMonth = () => new Date(Date.now() - 60_000).toISOString()

describe('ActivityList', () => {
  it('ACT-01 rows grouped by year and month (group-title), each activity-item-{id} with direction, status, type, amount and short time', async () => {
    const { show, account } = await setup()
    const on = (t: Transaction) => ({ ...t, metadata: { ...t.metadata, chain: account.caipNetworkId } })
    show({
      transactions: [
        on(tx('0xnew', thisMonth(), [transfer('out', '0.1', 'ETH')])),
        on(tx('0xold', '2025-03-04T10:00:00Z', [transfer('in', '12', 'USDC')], { operationType: 'receive', status: 'failed', sentFrom: OTHER, sentTo: account.address })),
      ],
      next: null,
    })
    expect(screen.getAllByTestId('group-title').map((t) => t.textContent)).toEqual(['This month', 'March 2025'])
    expect(row('0xnew').dataset).toMatchObject({ direction: 'out', status: 'confirmed', type: 'send' })
    expect(within(row('0xnew')).getByTestId('activity-item-title').textContent).toBe('Sent')
    expect(within(row('0xnew')).getByTestId('activity-item-amount').textContent).toBe('0.10 ETH to 0x70...79C8')
    expect(within(row('0xnew')).getByTestId('activity-item-time').textContent).toBe('1m')
    expect(row('0xold').dataset).toMatchObject({ direction: 'in', status: 'failed', type: 'receive' })
    expect(within(row('0xold')).getByTestId('activity-item-status').textContent).toBe(' · Failed')
    expect(within(row('0xold')).getByTestId('activity-item-time').textContent).toBe('Mar 4, 2025')
    expect(row('0xold').getAttribute('aria-label')).toBe('Received, 12.00 USDC, from 0x70...79C8, Failed, Mar 4, 2025')
  })

  it('a trade is one row "A → B" with both images; an image that fails falls back to its symbol', async () => {
    const { show, account } = await setup()
    const trade = tx('0xtrade', thisMonth(), [transfer('out', '100', 'USDC'), transfer('in', '0.033', 'ETH')], { operationType: 'trade', chain: account.caipNetworkId })
    show({ transactions: [trade], next: null })
    expect(within(row('0xtrade')).getByTestId('activity-item-amount').textContent).toBe('100.00 USDC → 0.03 ETH')
    const images = row('0xtrade').querySelectorAll('img')
    expect([...images].map((i) => i.getAttribute('src'))).toEqual(['data:image/svg+xml,USDC', 'data:image/svg+xml,ETH'])
    act(() => void fireEvent.error(images[0]!))
    expect(row('0xtrade').querySelectorAll('img')).toHaveLength(1)
    expect(row('0xtrade').textContent).toContain('USD')
  })

  it('pending rows of this account sit on top until the history has them', async () => {
    const { show, account } = await setup()
    const pending = tx('0xpending', new Date().toISOString(), [transfer('out', '1', 'ETH')], { status: 'pending', chain: account.caipNetworkId, sentFrom: account.address })
    const otherChain = { ...pending, id: '0xelsewhere', metadata: { ...pending.metadata, chain: 'eip155:999' } }
    show({ pending: [pending, otherChain], transactions: [tx('0xa', '2025-01-01T00:00:00Z', [transfer('out', '1', 'ETH')], { chain: account.caipNetworkId })] })
    const ids = screen.getAllByRole('group').map((g) => g.dataset.testid)
    expect(ids).toEqual(['activity-item-0xpending', 'activity-item-0xa'])
    expect(within(row('0xpending')).getByTestId('activity-item-title').textContent).toBe('Sending · Pending')
  })

  it('the Transactions view\'s empty state with AppKit’s texts (empty-activity-state) when there is nothing, or the fetch failed', async () => {
    const { show } = await setup()
    show({ transactions: [], next: null, empty: true })
    expect(screen.getByTestId('empty-activity-state')).toBeTruthy()
    expect(screen.getByTestId('empty-state-text').textContent).toBe('No Transactions yet')
    expect(screen.getByTestId('empty-state-description').textContent).toBe('Start trading on dApps to grow your wallet!')
  })

  it('in the Account view\'s tab, AppKit\'s account empty state instead (empty-account-state, "No activity yet")', async () => {
    const { show } = await setup(undefined, 'account')
    show({ transactions: [], next: null, empty: true })
    expect(screen.queryByTestId('empty-activity-state')).toBeNull()
    expect(within(screen.getByTestId('empty-account-state')).getByTestId('empty-state-text').textContent).toBe('No activity yet')
    expect(screen.getByTestId('empty-state-description').textContent).toBe('Your next transactions will appear here')
  })

  it('skeletons while the first page loads', async () => {
    const { show } = await setup()
    show({ status: 'loading', transactions: [], empty: false })
    expect(screen.getByTestId('activity-loading').getAttribute('aria-busy')).toBe('true')
  })

  it('the loader line at the end of the list loads the next page as soon as it shows', async () => {
    const { show, account } = await setup()
    server.requests.clear()
    show({ transactions: [tx('0xa', thisMonth(), [transfer('out', '1', 'ETH')], { chain: account.caipNetworkId })], next: 'cursor-of-page-2', empty: false })
    expect(screen.getByTestId('activity-loading-more')).toBeTruthy()
    // The server serves no chain here, so the supported-chains gate answers an empty last page.
    await waitFor(() => (server.requests.find('/v1/supported-chains').length > 0 ? true : undefined))
    await waitFor(() => (screen.queryByTestId('activity-loading-more') === null ? true : undefined))
    expect(screen.getByTestId('activity-item-0xa')).toBeTruthy()
  })

  it('ACT-13 speaks German: titles, counterparty, status, month titles, amounts and short ages in the locale', async () => {
    const { show, account } = await setup('de')
    const on = (t: Transaction) => ({ ...t, metadata: { ...t.metadata, chain: account.caipNetworkId } })
    show({
      transactions: [
        on(tx('0xnew', thisMonth(), [transfer('out', '1234.5', 'ETH')])),
        on(tx('0xold', '2025-03-04T10:00:00Z', [transfer('in', '12', 'USDC')], { operationType: 'receive', status: 'failed', sentFrom: OTHER, sentTo: account.address })),
      ],
      next: null,
    })
    expect(screen.getAllByTestId('group-title').map((t) => t.textContent)).toEqual(['Diesen Monat', 'März 2025'])
    expect(within(row('0xnew')).getByTestId('activity-item-title').textContent).toBe('Gesendet')
    expect(within(row('0xnew')).getByTestId('activity-item-amount').textContent).toBe('1.234,50 ETH an 0x70...79C8')
    expect(within(row('0xnew')).getByTestId('activity-item-time').textContent).toBe('1 Min.')
    expect(within(row('0xold')).getByTestId('activity-item-title').textContent).toBe('Empfangen · Fehlgeschlagen')
    expect(within(row('0xold')).getByTestId('activity-item-time').textContent).toBe('4. März 2025')
    expect(screen.getByTestId('activity-list').getAttribute('aria-label')).toBe('Transaktionen')
  })

  it('issue 33: a chain plugin\'s unreadable history is an error with a retry, not "No activity yet"; eip155 keeps ACT-09\'s empty state', async () => {
    const { show, service, account } = await setup('de', 'account')
    show({ account: { address: 'UQBsAAAA', caipNetworkId: 'ton:-239' }, transactions: [], next: null, empty: true, failed: true })
    const error = screen.getByTestId('activity-error-state')
    expect(error.textContent).toContain('Aktivität konnte nicht geladen werden')
    expect(error.textContent).toContain('Das Netzwerk hat einen Verlauf geliefert, der nicht gelesen werden konnte.')
    expect(screen.queryByTestId('empty-account-state')).toBeNull()
    // The retry asks again for the connected account (here the test kit's eip155 one), and the error goes.
    fireEvent.click(within(error).getByTestId('empty-state-button'))
    await waitFor(() => (service.state.getState().failed === false ? true : undefined))
    expect(screen.queryByTestId('activity-error-state')).toBeNull()
    // The same failure on eip155: AppKit's empty state (ACT-09), as before.
    show({ account, transactions: [], next: null, empty: true, failed: true })
    expect(screen.getByTestId('empty-account-state')).toBeTruthy()
    expect(screen.queryByTestId('activity-error-state')).toBeNull()
  })
})
