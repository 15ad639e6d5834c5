import type { Browser } from 'playwright-core'
import type { AfterClickRequest } from '../report/types'
import { heapAfterGc, openPage } from './openPage'
import { measureReopen } from './openCycles'
import type { Subject } from './subjects'

export interface ColdOpenSample {
  buttonVisibleMs: number
  firstOptionMs: number
  heapAfterOpenBytes: number
  /** Close, wait until gone, click again: click → first option on that second open, ms. */
  reopenMs: number
  /** Why the reopen has no number; the first open's numbers stand regardless. */
  reopenError?: string
  remote: string[]
  requested: string[]
  /** Resource timings of the requests started after the click, relative to it. */
  afterClick: AfterClickRequest[]
  error?: string
}

export interface ColdOpenOptions {
  origin: string
  /** Query string appended to the subject's URL (test wallets, plugins turned off). */
  query?: string
  /** Pause after the button shows, so a visitor clicks on a settled page (same for every subject). */
  settleMs?: number
  screenshot?: string
  /** Also time a second open in the same page (the main runs; not the plugin-off checks). */
  reopen?: boolean
}

/**
 * One cold visit: load the subject (fresh context), time navigation → connect button visible,
 * click it, time click → first connect option visible, then the heap after a forced GC; then
 * (kits only: the baseline's list has no close) close and time the reopen in the same page.
 */
export async function measureColdOpen(browser: Browser, subject: Subject, opts: ColdOpenOptions): Promise<ColdOpenSample> {
  const url = `${opts.origin}/${subject.name}/${opts.query ?? ''}`
  const bp = await openPage(browser, url, subject.button)
  const sample: ColdOpenSample = { buttonVisibleMs: NaN, firstOptionMs: NaN, heapAfterOpenBytes: NaN, reopenMs: NaN, remote: bp.remote, requested: bp.requested, afterClick: [] }
  try {
    sample.buttonVisibleMs = await bp.waitMark('button', 30_000)
    await bp.page.waitForTimeout(opts.settleMs ?? 1000)
    await bp.watch('option', subject.firstOption)
    await bp.page.locator(subject.button.join(', ')).first().click({ timeout: 10_000 })
    const option = await bp.waitMark('option', 20_000)
    const click = (await bp.mark('click')) ?? NaN
    sample.firstOptionMs = option - click
    sample.afterClick = await bp.page.evaluate(
      ([from, to]) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.startTime >= from && e.startTime <= to)
          .map((e) => ({ url: e.name, startMs: Math.round(e.startTime - from), endMs: Math.round(e.responseEnd - from) })),
      [click, option] as const,
    )
    await bp.page.waitForTimeout(500)
    if (opts.screenshot) await bp.page.screenshot({ path: opts.screenshot })
    sample.heapAfterOpenBytes = await heapAfterGc(bp.page)
    if (opts.reopen && subject.close.length) {
      sample.reopenMs = await measureReopen(bp, subject).catch((error: unknown) => {
        sample.reopenError = (error as Error).message.split('\n')[0]
        return NaN
      })
    }
  } catch (error) {
    sample.error = (error as Error).message.split('\n')[0]
    if (opts.screenshot) await bp.page.screenshot({ path: opts.screenshot }).catch(() => undefined)
  } finally {
    sample.remote = [...bp.remote]
    sample.requested = [...bp.requested]
    await bp.close()
  }
  return sample
}
