// Issue 32: after open/close cycles the page retains none of the closed modal's subtree: a heap
// snapshot (CDP HeapProfiler, after a forced GC) holds exactly the elements of the one concealed
// card prepared for the next open (as before the first open), none of the cards shown and closed.
// Each open shows a new card, so a retained one would add its card, view and wallet rows.
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

/** Shown: a visible card with its wallet rows. Not shown: the card prepared for the next open, concealed with its rows. */
const cardShown = (page: Page, shown: boolean) =>
  page.waitForFunction((want) => {
    const cards = [...(document.querySelector('airlock-modal')?.shadowRoot?.querySelectorAll('[data-testid="w3m-modal-card"]') ?? [])]
    if (cards.length !== 1 || !cards[0]!.querySelector('[data-testid^="wallet-selector-"]')) return false
    return cards[0]!.checkVisibility({ checkVisibilityCSS: true }) === want
  }, shown)
const countParts = (snapshot: Parameters<typeof countElements>[0]) => Object.fromEntries(MODAL_PARTS.map((part) => [part, countElements(snapshot, part)]))

describe('modal heap (issue 32)', () => {
  it('retains no closed modal subtree after open/close cycles', async () => {
    const { page, close } = await h.open('?wallets=eip6963:1', { options: { modalPreload: 'idle' } })
    await cardShown(page, false)
    const before = countParts(await takeHeapSnapshot(page))
    for (const part of MODAL_PARTS) expect(before[part], part).toBeGreaterThan(0)
    await page.click('[data-testid="connect-button"]')
    await cardShown(page, true)
    await page.keyboard.press('Escape')
    await cardShown(page, false)

    for (let i = 1; i < CYCLES; i++) {
      await page.click('[data-testid="connect-button"]')
      await cardShown(page, true)
      await page.keyboard.press('Escape')
      await cardShown(page, false)
    }
    expect(countParts(await takeHeapSnapshot(page))).toEqual(before)
    await close()
  }, 180_000)
})
