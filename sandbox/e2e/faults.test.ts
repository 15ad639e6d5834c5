// BYD-24, BYD-25 and issue 12: the real Connect and AllWallets views in headless Chromium while the
// sandbox's provider API misbehaves on request (`POST /__sandbox/faults`): hostile catalogue answers,
// a catalogue claiming a trillion wallets, and every remote failing with 500, garbage, a reset
// socket or 10 s of latency. Also storage a hostile page left behind. Screenshots: artifacts/faults-*.png.
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getCatalogue } from '../api'
import { startConnectHarness, type ConnectHarness } from './connectHarness'

let h: ConnectHarness
beforeAll(async () => {
  h = await startConnectHarness()
}, 180_000)
afterAll(() => h?.close())
afterEach(() => setFault(undefined))

const sel = (id: string) => `[data-testid="${id}"]`
const [A, B] = getCatalogue()
const good = (w: typeof A) => ({ id: w!.id, name: w!.name, image_id: w!.image_id, chains: w!.chains })

/** The sandbox's fault endpoint, as another process (or a tester) would use it; undefined clears all. */
async function setFault(route: string | undefined, spec: Record<string, unknown> = {}) {
  const base = `${h.sandbox.urls.api}/__sandbox/faults`
  const res = route === undefined ? await fetch(base, { method: 'DELETE' }) : await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route, ...spec }) })
  expect(res.status).toBe(200)
}
const walletRequests = () => h.sandbox.api.requests.find('/getWallets').length
const rowIds = (page: Page) => page.locator(`${sel('wallet-list')} button`).evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
const pageErrors = (messages: string[]) => messages.filter((m) => m.startsWith('pageerror'))

async function openConnect(page: Page) {
  await page.click(sel('connect-button'))
  await page.waitForSelector(sel('wallet-list'))
  await page.waitForSelector(sel('wallet-selector-dev.airlock.testwallet1'))
}

describe('BYD-24 hostile catalogue answers (browser)', () => {
  it('a null entry and mistyped entries in /getWallets: the Connect view lists the installed wallet, WalletConnect and the valid entries', async () => {
    await setFault('/getWallets', {
      status: 200,
      body: { count: 9, data: [null, good(A), 'x', { id: 7, name: 'Seven' }, { id: 'bad', name: 'Bad', rdns: ['x'] }, { id: 'markup', name: '<img src=x onerror=alert(1)>' }, good(B)] },
    })
    const { page, close, console: messages } = await h.open('?wallets=eip6963:1')
    await openConnect(page)
    await page.waitForSelector(sel(`wallet-selector-${A!.id}`))
    const ids = await rowIds(page)
    expect(ids).toEqual(expect.arrayContaining(['wallet-selector-walletconnect', 'wallet-selector-dev.airlock.testwallet1', `wallet-selector-${A!.id}`]))
    expect(await page.locator(sel('w3m-view-error')).count()).toBe(0)
    // A hostile name is a wallet like any other: drawn as text, never as markup.
    expect(pageErrors(messages)).toEqual([])
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m), mode)
      await page.waitForTimeout(300) // the theme transition
      await h.screenshot(page, `faults-hostile-catalogue-${mode}`)
      expect(await h.audit(page)).toEqual([])
    }
    await close()
  })

  it('the Connect view keeps installed wallets and WalletConnect while /getWallets fails, and recovers on reopen once it answers', async () => {
    await setFault('/getWallets', { status: 500 })
    const { page, close, console: messages } = await h.open('?wallets=eip6963:1')
    await openConnect(page)
    expect(await rowIds(page)).toEqual(expect.arrayContaining(['wallet-selector-walletconnect', 'wallet-selector-dev.airlock.testwallet1']))
    await page.keyboard.press('Escape')
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden' })
    await setFault(undefined)
    await openConnect(page)
    // The catalogue is asked again: recommended wallets and the All-wallets entry come back.
    await page.waitForSelector(sel('all-wallets'))
    expect((await rowIds(page)).filter((id) => id?.startsWith('wallet-selector-') && !id.includes('walletconnect') && !id.includes('testwallet')).length).toBeGreaterThan(0)
    expect(pageErrors(messages)).toEqual([])
    await close()
  })

  it('count: 1e12 with one wallet: All Wallets asks for at most one more page without a scroll (no request storm)', async () => {
    await setFault('/getWallets', { status: 200, body: { count: 1e12, data: [good(A)] } })
    const { page, close } = await h.open('?wallets=eip6963:1')
    await openConnect(page)
    await page.click(sel('all-wallets'))
    await page.waitForSelector(sel(`wallet-selector-${A!.id}`))
    const before = walletRequests()
    // A window to count requests in: the storm was ~155 requests a second.
    await page.waitForTimeout(2000)
    expect(walletRequests() - before).toBeLessThanOrEqual(1)
    await close()
  })
})

describe('issue 12 case 1: a connect the visitor abandoned (browser)', () => {
  type SlowWin = {
    __kit: { getAddress(ns?: string): string | undefined; getIsConnectedState(): boolean }
    __AIRLOCK_WALLETS__: { eip6963: { connected: boolean }[] }
  }
  it('Escape while the wallet is still asking: the late answer does not connect, status goes back to disconnected, the grant is revoked', async () => {
    const { page, close, console: messages } = await h.open('?wallets=eip6963:1', { wallets: { behaviour: { delayMs: 2500 } } })
    await openConnect(page)
    await page.click(sel('wallet-selector-dev.airlock.testwallet1'))
    await page.waitForSelector(sel('w3m-connecting-external-view'))
    await page.keyboard.press('Escape')
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden' })
    // The wallet answers 2.5 s after the click: a window past that, then the kit must have ignored
    // the answer and given the grant back.
    await page.waitForTimeout(3000)
    expect(await page.evaluate(() => (window as unknown as SlowWin).__kit.getIsConnectedState())).toBe(false)
    expect(await page.evaluate(() => (window as unknown as SlowWin).__kit.getAddress('eip155'))).toBeUndefined()
    expect(await page.evaluate(() => (window as unknown as SlowWin).__AIRLOCK_WALLETS__.eip6963[0]!.connected)).toBe(false)
    expect(await page.textContent(sel('connect-button'))).toContain('Connect')
    expect(pageErrors(messages)).toEqual([])
    await close()
  })
})

describe('BYD-25 every remote failing (browser)', () => {
  const modes: [string, Record<string, unknown>][] = [
    ['500', { status: 500 }],
    ['garbage', { malformed: true }],
    ['reset', { reset: true }],
    ['10 s latency', { latencyMs: 10_000 }],
  ]
  for (const [label, spec] of modes) {
    it(`BYD-25 with every provider route answering ${label}, the modal opens on the Connect view with the installed wallet and WalletConnect within 3 s`, async () => {
      await setFault('*', spec)
      const { page, close, console: messages } = await h.open('?wallets=eip6963:1', { options: { basic: false } })
      const started = Date.now()
      await openConnect(page)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(await rowIds(page)).toEqual(expect.arrayContaining(['wallet-selector-walletconnect', 'wallet-selector-dev.airlock.testwallet1']))
      expect(await page.locator(sel('w3m-view-error')).count()).toBe(0)
      await page.keyboard.press('Escape')
      await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden' })
      expect(pageErrors(messages)).toEqual([])
      await close()
    }, 30_000)
  }
})

describe('issue 12 case 7: storage a hostile or older page left behind (browser)', () => {
  it('a __proto__ namespace and unparsable keys are removed on read, never written back', async () => {
    const { page, close } = await h.open('?wallets=eip6963:1', {
      context: {
        storageState: {
          cookies: [],
          origins: [
            {
              origin: h.url,
              localStorage: [
                { name: '@airlock/connected_namespaces', value: JSON.stringify('__proto__,eip155') },
                { name: '@airlock/recent_wallets', value: '{not json' },
                { name: '@airlock/active_namespace', value: '[[[' },
              ],
            },
          ],
        },
      },
    })
    await openConnect(page)
    const stored = await page.evaluate(() => ({
      namespaces: localStorage.getItem('@airlock/connected_namespaces'),
      recents: localStorage.getItem('@airlock/recent_wallets'),
      active: localStorage.getItem('@airlock/active_namespace'),
    }))
    expect(stored.namespaces ?? '').not.toContain('__proto__')
    expect(stored.recents).toBeNull()
    expect(stored.active).toBeNull()
    await close()
  })
})

describe('BYD-26 a reload restores the session, as with real extensions (browser)', () => {
  type ReloadWin = {
    __kit: { getAddress(ns?: string): string | undefined; ready(): Promise<void> }
    __connection: { connect(args: { connector: unknown }): Promise<unknown> }
    __connectors: { getState(): { connectors: { type: string; chain: string }[] } }
  }
  const address = (page: Page) => page.evaluate(() => (window as unknown as ReloadWin).__kit.getAddress('eip155'))
  const reload = async (page: Page) => {
    await page.reload()
    await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
  }

  it('an EIP-6963 wallet connected from the Connect view is connected again after a reload, without a prompt', async () => {
    const { page, close, console: messages } = await h.open('?wallets=eip6963:1')
    await openConnect(page)
    await page.click(sel('wallet-selector-dev.airlock.testwallet1'))
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden', timeout: 15_000 })
    const connected = await address(page)
    expect(connected).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await reload(page)
    await expect.poll(() => address(page), { timeout: 15_000 }).toBe(connected)
    expect(await page.textContent(sel('account-button'))).toMatch(/0x/)
    expect(pageErrors(messages)).toEqual([])
    await close()
  })

  it('the injected wallet (window.ethereum) is connected again after a reload', async () => {
    const { page, close } = await h.open('?wallets=injected')
    await page.evaluate(async () => {
      const w = window as unknown as ReloadWin
      // The connectors are registered by startup, which runs after createAppKit returns.
      await w.__kit.ready()
      const connector = w.__connectors.getState().connectors.find((c) => c.type === 'INJECTED' && c.chain === 'eip155')
      await w.__connection.connect({ connector })
    })
    const connected = await address(page)
    expect(connected).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await reload(page)
    await expect.poll(() => address(page), { timeout: 15_000 }).toBe(connected)
    await close()
  })
})
