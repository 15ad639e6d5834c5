// What the embedded wallet's browser tests share: one sandbox and one Chromium per file, the
// auth test page (authPage.tsx) served under a base path with the sandbox's endpoints, a browser context that may reach loopback
// only, and the sandbox mailbox read as the page acts.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { expect } from 'vitest'
import { buildDemoApp } from '../../app/buildDemoApp'
import { startDemoServer, type DemoRoutes, type DemoServer } from '../../launcher/demoServer'
import { startSandbox } from '../../testing/startSandbox'
import type { Sandbox } from '../../testing/types'
import { CHROMIUM_ARGS } from './pageSession'

const JS = 'text/javascript; charset=utf-8'

/** Builds authPage.tsx and serves it at `<demo>${base}/` against the sandbox's services. */
export async function serveAuthPage(sandbox: () => Pick<Sandbox<'api' | 'evm' | 'secureSite'>, 'endpoints' | 'networks'>, base: string, title: string): Promise<DemoServer> {
  const build = await buildDemoApp({ entry: fileURLToPath(new URL('../authPage.tsx', import.meta.url)), minify: true, base })
  const routes: DemoRoutes = new Map()
  for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
  routes.set(`${base}/config.js`, {
    contentType: JS,
    body: () => `window.__AUTH_E2E__ = ${JSON.stringify({ endpoints: sandbox().endpoints, networks: sandbox().networks })};\n`,
  })
  routes.set(`${base}/`, {
    contentType: 'text/html; charset=utf-8',
    body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${title}</title>
<script src="${base}/config.js"></script><script type="module" src="${base}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
  })
  return startDemoServer({ routes })
}

/** A browser context from which nothing leaves the machine. */
export async function loopbackContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  return context
}

export interface Mail {
  subject: string
  code?: string
  link?: string
}

/** The sandbox mailbox at `mailboxUrl` (`GET <mailbox>/<email>`, newest first). */
export function sandboxMailbox(mailboxUrl: () => string) {
  const mails = async (email: string): Promise<Mail[]> =>
    ((await (await fetch(`${mailboxUrl()}/${encodeURIComponent(email)}`)).json()) as { messages: Mail[] }).messages

  /** The newest mail with a code or a link, once more than `seen` mails arrived. */
  async function nextMail(email: string, seen: number, has: 'code' | 'link'): Promise<Mail> {
    let found: Mail | undefined
    await expect
      .poll(async () => {
        const list = await mails(email)
        found = list.length > seen ? list.find((m) => m[has]) : undefined
        return Boolean(found)
      }, { timeout: 15_000 })
      .toBe(true)
    return found!
  }
  return { mails, nextMail }
}

export interface AuthE2e {
  sandbox: Sandbox<'api' | 'evm' | 'secureSite'>
  browser: Browser
  demo: DemoServer
  close(): Promise<void>
}

/** One sandbox (api, evm, secure site), one Chromium and the auth page at `base`, for one test file. */
export async function startAuthE2e(base: string, title: string): Promise<AuthE2e> {
  const [sandbox, browser] = await Promise.all([
    startSandbox({ services: ['api', 'evm', 'secureSite'] }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  const demo = await serveAuthPage(() => sandbox, base, title)
  sandbox.allowOrigin(demo.url)
  return {
    sandbox,
    browser,
    demo,
    async close() {
      await browser.close()
      await demo.close()
      await sandbox.close()
    },
  }
}
