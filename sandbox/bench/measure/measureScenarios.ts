import type { Browser } from 'playwright-core'
import { createWalletConnectTestWallet } from '../../wallets/walletconnect'
import { DEVNET_ACCOUNTS } from '../../evm/accounts'
import { ALL_WALLETS_VALUES } from '../report/types'
import { openPage } from './openPage'
import type { Subject } from './subjects'

export interface ScenarioSample {
  ms: number
  values?: Record<string, number>
  error?: string
}

const WALLET_NAME = 'Airlock Test Wallet 1'

async function opened(browser: Browser, subject: Subject, origin: string, query: string) {
  const bp = await openPage(browser, `${origin}/${subject.name}/${query}`, subject.button)
  await bp.waitMark('button', 30_000)
  await bp.page.waitForTimeout(1000)
  await bp.watch('option', subject.firstOption)
  await bp.page.locator(subject.button.join(', ')).first().click({ timeout: 10_000 })
  await bp.waitMark('option', 20_000)
  return bp
}

/** Click the announced EIP-6963 test wallet in the modal → connected UI (account button) painted. */
export async function measureEip6963Connect(browser: Browser, subject: Subject, origin: string): Promise<ScenarioSample> {
  const bp = await opened(browser, subject, origin, '?wallets=eip6963:1')
  try {
    await bp.watch('account', subject.account)
    await bp.page.getByText(WALLET_NAME, { exact: false }).first().click({ timeout: 10_000 })
    const account = await bp.waitMark('account', 20_000)
    return { ms: account - ((await bp.mark('click')) ?? NaN) }
  } catch (error) {
    return { ms: NaN, error: firstLine(error) }
  } finally {
    await bp.close()
  }
}

/**
 * AllWallets with the sandbox catalogue (640 entries): one search keystroke → results painted
 * (includes the 300 ms settle), then the DOM row count while scrolling the whole list.
 */
export async function measureAllWallets(browser: Browser, subject: Subject, origin: string): Promise<ScenarioSample> {
  const bp = await opened(browser, subject, origin, '')
  const rows = ['[data-testid="w3m-all-wallets-list"] [data-testid^="wallet-selector-"]']
  try {
    const page = bp.page
    await bp.watch('grid', rows)
    await page.locator('[data-testid="all-wallets"]').first().click({ timeout: 10_000 })
    const grid = await bp.waitMark('grid', 20_000)
    const openMs = grid - ((await bp.mark('click')) ?? NaN)
    // Scroll the virtualized grid to the end, paging the catalogue in, counting rows in the DOM.
    let maxRows = 0
    let loaded = 0
    const list = page.locator('[data-testid="w3m-all-wallets-list"]').first()
    for (let step = 0; step < 60; step++) {
      const state = await list.evaluate((el) => {
        el.scrollTop += 1200
        return { atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 4, height: el.scrollHeight }
      })
      await page.waitForTimeout(150)
      const n = await page.evaluate((sel) => (window as unknown as { __bench: { count(s: string[]): number } }).__bench.count(sel), rows)
      maxRows = Math.max(maxRows, n)
      loaded = Math.round(state.height)
      if (state.atEnd && step > 20) break
    }
    // Search: one keystroke, then the first result painted after the settle.
    await bp.watch('results', ['[data-testid^="wallet-search-item-"]'])
    const input = page.locator('[data-testid="w3m-all-wallets-view"] input').first()
    await input.click()
    await input.press('N')
    const results = await bp.waitMark('results', 20_000)
    const searchMs = results - ((await bp.mark('key')) ?? NaN)
    return { ms: searchMs, values: { [ALL_WALLETS_VALUES.openMs]: Math.round(openMs), [ALL_WALLETS_VALUES.maxRows]: maxRows, [ALL_WALLETS_VALUES.scrollHeight]: loaded } }
  } catch (error) {
    return { ms: NaN, error: firstLine(error) }
  } finally {
    await bp.close()
  }
}

/**
 * WalletConnect against the local relay: QR shown → the Node test wallet pairs and approves →
 * connected UI painted. Timed from the moment the wallet is handed the URI (page clock).
 */
export async function measureWalletConnect(browser: Browser, subject: Subject, origin: string, relayUrl: string): Promise<ScenarioSample> {
  const bp = await opened(browser, subject, origin, '')
  const wallet = await createWalletConnectTestWallet({ relayUrl, evmPrivateKey: DEVNET_ACCOUNTS[3]!.privateKey })
  try {
    const page = bp.page
    await page.locator('[data-testid="wallet-selector-walletconnect"]').first().click({ timeout: 10_000 })
    const qr = page.locator('[data-testid="wui-qr-code"][data-uri]').first()
    await qr.waitFor({ timeout: 20_000 })
    const uri = (await qr.getAttribute('data-uri')) ?? ''
    await bp.watch('account', subject.account)
    const start = await page.evaluate(() => performance.now())
    await wallet.pair(uri)
    const account = await bp.waitMark('account', 30_000)
    return { ms: account - start }
  } catch (error) {
    return { ms: NaN, error: firstLine(error) }
  } finally {
    await wallet.close().catch(() => undefined)
    await bp.close()
  }
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!
