import type { Browser, BrowserContext, Page } from 'playwright-core'
import { probeScript, type ProbeWindow } from './probe'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const isLoopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host.startsWith('127.')

/** A fresh context (cold cache) whose page blocks and counts every non-loopback request. */
export interface BenchPage {
  context: BrowserContext
  page: Page
  /** Non-loopback requests attempted (HTTP and websocket), each blocked. */
  remote: string[]
  /** Every URL the page requested. */
  requested: string[]
  mark(name: string): Promise<number | undefined>
  waitMark(name: string, timeoutMs: number): Promise<number>
  watch(name: string, selectors: string[]): Promise<void>
  close(): Promise<void>
}

export async function openPage(browser: Browser, url: string, watchButton: string[]): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const remote: string[] = []
  const requested: string[] = []
  await context.route(
    (u) => !isLoopback(u.hostname) && u.protocol !== 'data:' && u.protocol !== 'blob:',
    (route) => {
      remote.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (u) => !isLoopback(u.hostname),
    (ws) => {
      remote.push(ws.url())
      void ws.close({ code: 1008, reason: 'blocked by the bench' })
    },
  )
  await context.addInitScript(probeScript([{ name: 'button', selectors: watchButton }]))
  const page = await context.newPage()
  page.on('request', (r) => requested.push(r.url()))
  const mark = (name: string) => page.evaluate((n) => (window as unknown as ProbeWindow).__bench?.marks[n], name)
  const bp: BenchPage = {
    context,
    page,
    remote,
    requested,
    mark,
    async waitMark(name, timeoutMs) {
      const handle = await page.waitForFunction((n) => (window as unknown as ProbeWindow).__bench?.marks[n], name, {
        timeout: timeoutMs,
        polling: 50,
      })
      return (await handle.jsonValue()) as number
    },
    watch: (name, selectors) => page.evaluate(([n, s]) => (window as unknown as ProbeWindow).__bench.watch(n as string, s as string[]), [name, selectors] as const),
    close: () => context.close(),
  }
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  return bp
}

/** JSHeapUsedSize after a forced garbage collection, bytes (CDP: no flags needed headless). */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN
}
