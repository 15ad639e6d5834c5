// Issue 32: after open/close cycles the page retains none of the modal's subtree: a heap
// snapshot (CDP HeapProfiler, after a forced GC) holds no element of the card, its view or its
// wallet rows. The same count taken while the modal is open shows the check sees them.
// The page is driven with boolean waits only: an element handle (waitForSelector) would itself
// keep the card alive in the DevTools console and fail the check.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConnectHarness, type ConnectHarness } from './connectHarness'
import { countElements, takeHeapSnapshot } from './testing/heapCounts'

const CYCLES = 10
// The card, its router view and one wallet row: the modal's subtree from top to leaf.
const MODAL_PARTS = ['data-testid="w3m-modal-card"', 'data-testid="w3m-router-view"', 'data-testid="wallet-selector-']

let h: ConnectHarness
beforeAll(async () => {
  h = await startConnectHarness()
}, 180_000)
afterAll(() => h?.close())

const cardShown = (page: Page, shown: boolean) =>
  page.waitForFunction((want) => {
    const card = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-modal-card"]')
    return want ? Boolean(card?.querySelector('[data-testid^="wallet-selector-"]')) : !card
  }, shown)

describe('modal heap (issue 32)', () => {
  it('retains no modal subtree after open/close cycles', async () => {
    const { page, close } = await h.open('?wallets=eip6963:1', { options: { modalPreload: 'idle' } })
    await page.click('[data-testid="connect-button"]')
    await cardShown(page, true)
    const open = await takeHeapSnapshot(page)
    for (const part of MODAL_PARTS) expect(countElements(open, part), part).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await cardShown(page, false)

    for (let i = 1; i < CYCLES; i++) {
      await page.click('[data-testid="connect-button"]')
      await cardShown(page, true)
      await page.keyboard.press('Escape')
      await cardShown(page, false)
    }
    const closed = await takeHeapSnapshot(page)
    expect(Object.fromEntries(MODAL_PARTS.map((part) => [part, countElements(closed, part)]))).toEqual(Object.fromEntries(MODAL_PARTS.map((part) => [part, 0])))
    await close()
  }, 180_000)
})
