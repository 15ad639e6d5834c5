// What a visitor feels (issue 32): the test driver clicks the connect button, and the time runs
// until the driver sees the first connect option laid out and visible, paint included (the
// driver's check runs in the frame after it painted). The in-page marks (probe.ts) are read on the
// same visit beside it. The click comes as soon as the button shows or 1.5 s later; the sandbox
// answers the remote config after the latency the caller set.
import { performance } from 'node:perf_hooks'
import type { Browser, Page } from 'playwright-core'
import { openPage } from './openPage'
import { closeModal } from './openCycles'
import type { ProbeWindow } from './probe'
import type { Subject } from './subjects'

export interface VisitorSample {
  /** Driver click → option visible as the driver sees it, ms (Node's clock). */
  outsideMs: number
  /** The probe's click → first frame with the option, ms (the page's clock). */
  inPageMs: number
  /** Same page, closed then clicked again, from outside, ms. */
  reopenMs: number
  /** Code and data requested between the click and the option's frame: scripts, styles, the catalogue, the remote config (paths). */
  afterClick: string[]
  error?: string
}

const optionShown = (page: Page, subject: Subject) =>
  page.waitForFunction((sel) => (window as unknown as ProbeWindow).__bench.count(sel, true) > 0, subject.firstOption, { timeout: 20_000, polling: 'raf' })

/** Clicks as the visitor would and times it from outside; the probe's mark is read after. */
async function clickToOption(page: Page, subject: Subject): Promise<{ outsideMs: number; clickAt: number }> {
  await page.evaluate((sel) => (window as unknown as ProbeWindow).__bench.watch('option', sel), subject.firstOption)
  const button = page.locator(subject.button.join(', ')).first()
  // Find the button first and click its centre with a bare mouse event, so the time holds the
  // click and the option, not the driver's lookup and actionability checks.
  await button.waitFor({ state: 'visible', timeout: 30_000 })
  const box = await button.boundingBox()
  if (!box) throw new Error('the connect button has no box')
  const t0 = performance.now()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await optionShown(page, subject)
  const outsideMs = performance.now() - t0
  return { outsideMs, clickAt: (await page.evaluate(() => (window as unknown as ProbeWindow).__bench.marks.click)) ?? NaN }
}

// Analytics beacons and wallet logos may go with a click; code and the view's data must not.
const isFirstViewRequest = (path: string) => /\.(m?js|css)$/.test(path) || path === '/getWallets' || path.startsWith('/appkit/')

export async function measureVisitorOpen(browser: Browser, subject: Subject, opts: { origin: string; clickAfterMs: number; query?: string }): Promise<VisitorSample> {
  const bp = await openPage(browser, `${opts.origin}/${subject.name}/${opts.query ?? '?wallets=eip6963:1'}`, subject.button)
  const sample: VisitorSample = { outsideMs: NaN, inPageMs: NaN, reopenMs: NaN, afterClick: [] }
  try {
    // As soon as it shows: the driver waits for the probe's frame mark, polled every frame.
    await bp.page.waitForFunction(() => (window as unknown as ProbeWindow).__bench?.marks.button, undefined, { timeout: 30_000, polling: 'raf' })
    if (opts.clickAfterMs > 0) await bp.page.waitForTimeout(opts.clickAfterMs)
    const { outsideMs, clickAt } = await clickToOption(bp.page, subject)
    const optionAt = (await bp.mark('option')) ?? NaN
    sample.outsideMs = outsideMs
    sample.inPageMs = optionAt - clickAt
    // What the first view waited for: requests started between the click and its frame.
    const started = await bp.page.evaluate(
      ([from, to]) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime >= from && e.startTime <= to).map((e) => e.name),
      [clickAt, optionAt] as const,
    )
    sample.afterClick = started.map((u) => new URL(u).pathname).filter(isFirstViewRequest)
    if (subject.close.length) {
      await closeModal(bp, subject)
      sample.reopenMs = (await clickToOption(bp.page, subject)).outsideMs
    }
  } catch (error) {
    sample.error = (error as Error).message.split('\n')[0]
  } finally {
    await bp.close()
  }
  return sample
}
