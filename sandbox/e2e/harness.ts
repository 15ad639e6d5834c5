// Browser test harness: the sandbox, a loopback server for the test page and its bundle, and
// headless Chromium that may reach nothing but 127.0.0.1 (every other request is aborted and
// recorded). Screenshots go to sandbox/e2e/artifacts/ (git-ignored).
import { mkdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox, SandboxService } from '../testing/types'
import type { TestPageConfig } from './testPageConfig'

export const ARTIFACTS_DIR = fileURLToPath(new URL('./artifacts/', import.meta.url))
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export interface ServedFile {
  contentType: string
  body: string
  headers?: Record<string, string>
}

export interface OpenPageOptions {
  /** Sent as the page's Content-Security-Policy header. */
  csp?: string
  /** The host's own stylesheet, linked from the page (a file, so a strict CSP allows it). */
  hostCss?: string
  colorScheme?: 'light' | 'dark'
  reducedMotion?: 'reduce' | 'no-preference'
  viewport?: { width: number; height: number }
}

export interface OpenedPage {
  page: Page
  /** Console messages and page errors, for CSP and runtime checks. */
  console: string[]
  close(): Promise<void>
}

export interface E2eHarness<S extends SandboxService = SandboxService> {
  sandbox: Sandbox<S>
  /** The page server, `http://127.0.0.1:<port>`. */
  url: string
  /** The test page bundle: entry, chunks, and which chunk holds a source file. */
  build: DemoAppBuild
  /** Paths (with query) the page server was asked for, in order. */
  requests: string[]
  /** Non-loopback URLs the browser tried to reach (all aborted). */
  blocked: string[]
  /** Serves an extra file from the page server. */
  serve(path: string, file: ServedFile): void
  /** Opens a new page (own browser context) on the test page with this config. */
  openPage(config?: TestPageConfig, options?: OpenPageOptions): Promise<OpenedPage>
  /** Saves a full-page PNG under artifacts/ and returns its path. */
  screenshot(page: Page, name: string): Promise<string>
  close(): Promise<void>
}

export async function startE2eHarness<S extends SandboxService = 'api'>(
  options: { services?: readonly S[] } = {},
): Promise<E2eHarness<S>> {
  const [sandbox, build, browser] = await Promise.all([
    startSandbox<S>({ services: options.services ?? (['api'] as unknown as S[]) }),
    buildDemoApp({ entry: fileURLToPath(new URL('./testPage.tsx', import.meta.url)), minify: true, base: '/app' }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  const files = new Map<string, ServedFile>()
  for (const [path, body] of build.files) files.set(path, { contentType: 'text/javascript; charset=utf-8', body })
  const requests: string[] = []
  const server = createServer((req, res) => answer(files, requests, req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const blocked: string[] = []
  let pages = 0
  await mkdir(ARTIFACTS_DIR, { recursive: true })

  return {
    sandbox,
    url,
    build,
    requests,
    blocked,
    serve: (path, file) => void files.set(path, file),
    async openPage(config = {}, opts = {}) {
      const base = `/p/${++pages}`
      // Every remote the kit knows points at the sandbox unless the test says otherwise.
      const pageConfig: TestPageConfig = { ...config, endpoints: { ...sandbox.endpoints, ...config.endpoints } }
      files.set(`${base}/config.js`, { contentType: 'text/javascript', body: `window.__E2E__ = ${JSON.stringify(pageConfig)};\n` })
      if (opts.hostCss) files.set(`${base}/host.css`, { contentType: 'text/css', body: opts.hostCss })
      files.set(`${base}/`, {
        contentType: 'text/html; charset=utf-8',
        body: testPageHtml(base, Boolean(opts.hostCss)),
        headers: opts.csp ? { 'content-security-policy': opts.csp } : undefined,
      })
      return openIn(browser, `${url}${base}/`, blocked, {
        colorScheme: opts.colorScheme,
        reducedMotion: opts.reducedMotion,
        viewport: opts.viewport ?? { width: 1024, height: 768 },
      })
    },
    async screenshot(page, name) {
      const path = `${ARTIFACTS_DIR}${name}.png`
      await page.screenshot({ path, fullPage: true })
      return path
    },
    async close() {
      await browser.close().catch(() => undefined)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sandbox.close()
    },
  }
}

async function openIn(browser: Browser, href: string, blocked: string[], contextOptions: BrowserContextOptions): Promise<OpenedPage> {
  const context = await browser.newContext(contextOptions)
  // Offline by construction: only loopback (and in-page data/blob URLs) may load.
  await context.route('**/*', (route) => {
    const target = new URL(route.request().url())
    if (target.hostname === '127.0.0.1' || target.hostname === 'localhost') return route.continue()
    blocked.push(target.href)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  const messages: string[] = []
  page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`))
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  await page.goto(href)
  await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
  return { page, console: messages, close: () => context.close() }
}

function testPageHtml(base: string, hostCss: boolean): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Airlock browser test</title>
    ${hostCss ? `<link rel="stylesheet" href="${base}/host.css" />` : ''}
    <script src="${base}/config.js"></script>
    <script type="module" src="/app/app.js"></script>
  </head>
  <body>
    <main>
      <h1>Host page</h1>
      <div id="root"></div>
      <p id="host-probe">Host text that the modal must not restyle.</p>
    </main>
  </body>
</html>
`
}

function answer(files: Map<string, ServedFile>, requests: string[], req: IncomingMessage, res: ServerResponse) {
  requests.push(req.url ?? '/')
  const path = new URL(req.url ?? '/', 'http://e2e.invalid').pathname
  const file = files.get(path)
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${path}`)
    return
  }
  res.writeHead(200, { 'content-type': file.contentType, 'cache-control': 'no-store', ...file.headers }).end(file.body)
}
