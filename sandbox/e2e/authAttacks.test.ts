// The embedded wallet's approvals attacked from the host page, in a real browser against the real
// secure site (issue 28): each test performs the attack and asserts the refusal (no signature, no
// coins moved), so it would fail if the attack worked. Happy paths stay in auth.test.ts.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_ERROR, FRAME_READY } from '../../plugins/auth/frameProtocol'
import { ARTIFACTS_DIR } from './harness'
import { auditFrame } from './testing/auditFrame'
import { loopbackContext, startAuthE2e, type AuthE2e } from './testing/authPageServer'
import { inModal, loginByEmail, sandboxMailbox } from './testing/embeddedLogin'
import { pressSecureButton } from './testing/secureFrame'

const BASE = '/auth-attacks-e2e'
const CONFIRM = '[data-testid="secure-confirm-button"]'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let env: AuthE2e
let context: BrowserContext
let page: Page
let address: Address
/** Stands in for the attacker's RPC: every request that reaches it is counted. */
let recorder: Server
const recorded: string[] = []

type Win = Window & {
  __kit: { getProvider(ns: string): { request(a: unknown): Promise<unknown> }; getAddress(): string }
  __pending?: Promise<{ ok?: unknown; error?: string }>
  __forge?: Record<string, unknown>
}

// The host page's own script, run before the kit: it rewrites what the kit sends the frame
// (`__forge` is merged into each rpc request), as a hostile or compromised host could.
const HOST_FORGERY = `(() => {
  const post = MessagePort.prototype.postMessage
  MessagePort.prototype.postMessage = function (message, ...rest) {
    if (message && message.method === 'rpc' && window.__forge) message = { ...message, params: { ...message.params, ...window.__forge } }
    return post.call(this, message, ...rest)
  }
})()`

beforeAll(async () => {
  env = await startAuthE2e(BASE, 'Auth attacks test')
  recorder = createServer((req, res) => {
    recorded.push(`${req.method} ${req.url}`)
    res.writeHead(500).end()
  })
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve))
  context = await loopbackContext(env.browser)
  await context.addInitScript(HOST_FORGERY)
  page = await context.newPage()
}, 180_000)

afterAll(async () => {
  await new Promise((resolve) => recorder?.close(resolve))
  await env?.close()
})

const frame = () => page.frameLocator('#w3m-iframe')

/** A request from the host through the kit's provider; its outcome is read later with `outcome()`. */
async function ask(method: string, params: unknown[]) {
  await page.evaluate(
    ([m, p]) => {
      const w = window as unknown as Win
      w.__pending = w.__kit.getProvider('eip155').request({ method: m, params: p }).then(
        (ok) => ({ ok }),
        (e: Error) => ({ error: e.message }),
      )
    },
    [method, params] as const,
  )
}
const outcome = () => page.evaluate(() => (window as unknown as Win).__pending)
const armed = () => frame().locator(CONFIRM).getAttribute('data-armed')

async function signWaitingArmed(text: string) {
  await ask('personal_sign', [toHex(text), address])
  await frame().locator(`${CONFIRM}[data-armed="true"]`).waitFor({ timeout: 15_000 })
}

/** Where the confirm button is on the page, though the visitor may not see it. */
async function confirmCentre() {
  const box = (await frame().locator(CONFIRM).boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

describe('Embedded wallet approvals under attack (browser)', { timeout: 120_000 }, () => {
  it('the visitor signs in by email on the attacked host page (the attacks below run on this session)', async () => {
    await page.goto(`${env.demo.url}${BASE}/`)
    await loginByEmail(page, env.sandbox.urls.mailbox, 'mallory-target@example.com')
    address = (await page.evaluate(() => (window as unknown as Win).__kit.getAddress())) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await env.sandbox.devnets.evm.chains[1].fund(address, { native: '1' })
  })

  it('BYD-27 click-jacking: the host makes the frame transparent; the visitor\'s click on the decoy does not sign, and the approval re-arms only once seen again', async () => {
    await signWaitingArmed('transparent')
    const { x, y } = await confirmCentre()
    // The attacker's stylesheet beats the kit's inline style; a decoy button sits where Sign is.
    await page.evaluate(({ x, y }) => {
      const style = document.createElement('style')
      style.id = 'attack'
      style.textContent = '#w3m-iframe { opacity: 0 !important }'
      const decoy = Object.assign(document.createElement('button'), { id: 'decoy', textContent: 'Claim your prize' })
      Object.assign(decoy.style, { position: 'fixed', left: `${x - 60}px`, top: `${y - 15}px`, width: '120px', height: '30px', zIndex: '0' })
      document.head.append(style)
      document.body.append(decoy)
    }, { x, y })
    await expect.poll(armed, { timeout: 5_000 }).toBe('false')
    // Longer than the arming delay: hidden, it must stay disarmed, not re-arm on a timer.
    await page.waitForTimeout(700)
    expect(await armed()).toBe('false')
    expect(await frame().locator('[data-testid="secure-visibility-hint"]').textContent()).toMatch(/^Paused: this approval is hidden or covered/)
    await page.screenshot({ path: `${ARTIFACTS_DIR}auth-attack-transparent.png` })
    // The paused approval, as the visitor sees it once the frame shows again, is drawn accessibly too.
    expect(await auditFrame(page.frames().find((f) => f.url().startsWith(`${env.sandbox.urls.secureSite}/frame`))!)).toEqual([])
    await page.mouse.click(x, y)
    await page.mouse.click(x, y)

    // Seen again: armed only after the wait, then the visitor cancels what they never meant to sign.
    const shownAt = Date.now()
    await page.evaluate(() => {
      document.getElementById('attack')?.remove()
      document.getElementById('decoy')?.remove()
    })
    await frame().locator(`${CONFIRM}[data-armed="true"]`).waitFor({ timeout: 15_000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(500)
    await pressSecureButton(frame(), 'cancel')
    expect(await outcome()).toEqual({ error: 'User rejected the request' })
  })

  it('BYD-27 click-jacking: a decoy drawn over the frame (clicks pass through it) disarms the approval; clicks on it sign nothing', async () => {
    await signWaitingArmed('covered')
    const { x, y } = await confirmCentre()
    await page.evaluate(({ x, y }) => {
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.textContent = 'Click to continue'
      Object.assign(cover.style, { position: 'fixed', left: `${x - 150}px`, top: `${y - 40}px`, width: '300px', height: '80px', background: '#4358e8', color: '#fff', zIndex: '2147483647', pointerEvents: 'none' })
      document.body.append(cover)
    }, { x, y })
    await expect.poll(armed, { timeout: 5_000 }).toBe('false')
    await page.waitForTimeout(700)
    expect(await armed()).toBe('false')
    await page.mouse.click(x, y)
    await page.evaluate(() => document.getElementById('cover')?.remove())
    await pressSecureButton(frame(), 'cancel')
    expect(await outcome()).toEqual({ error: 'User rejected the request' })
  })

  it('BYD-27 key-jacking: while the visitor types in a host field, a request never puts the focus on the approval, and Enter or Space sign nothing', async () => {
    await page.evaluate(() => {
      const input = Object.assign(document.createElement('input'), { id: 'chat', ariaLabel: 'Chat' })
      document.body.prepend(input)
    })
    await page.click('#chat')
    await page.keyboard.type('hello')
    await signWaitingArmed('typed away')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await page.keyboard.type(' there\n')
    expect(await frame().locator('body').evaluate(() => document.hasFocus())).toBe(false)
    // Nothing was signed: the request still waits for the visitor.
    const settled = await page.evaluate(() => Promise.race([(window as unknown as Win).__pending, new Promise((resolve) => setTimeout(() => resolve('waiting'), 0))]))
    expect(settled).toBe('waiting')
    await page.evaluate(() => document.getElementById('chat')?.remove())
    await pressSecureButton(frame(), 'cancel')
    expect(await outcome()).toEqual({ error: 'User rejected the request' })
  })

  it('BYD-27 keyboard approval: the visitor Tabs from the modal into the frame to Sign; Enter counts once the focus rested there 500 ms', async () => {
    await signWaitingArmed('by keyboard')
    const onConfirm = () => frame().locator(CONFIRM).evaluate((button) => document.hasFocus() && document.activeElement === button)
    for (let i = 0; i < 12 && !(await onConfirm()); i++) await page.keyboard.press('Tab')
    expect(await onConfirm()).toBe(true)
    await page.keyboard.press('Enter')
    expect(await frame().locator(CONFIRM).isVisible()).toBe(true)
    // The arming delay itself is what is being shown: a keyboard press counts after 500 ms of focus.
    await page.waitForTimeout(600)
    await page.keyboard.press('Enter')
    const result = (await outcome()) as { ok?: Hash }
    expect(result.ok).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('BYD-28 a forged chain (name "Sepolia test network", currency TEST, 36 decimals, its own RPC) is never shown or used: the frame shows 0.5 ETH on Ethereum and sends on the real chain', async () => {
    await page.evaluate(
      (rpcUrl) => {
        ;(window as unknown as Win).__forge = { chain: { id: 1, name: 'Sepolia test network', rpcUrl, nativeCurrency: { name: 'Test', symbol: 'TEST', decimals: 36 } } }
      },
      `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/`,
    )
    const chain1 = createPublicClient({ transport: http(env.sandbox.urls.evm[1]) })
    const before = await chain1.getBalance({ address })
    await ask('eth_sendTransaction', [{ from: address, to: RECEIVER, value: toHex(parseEther('0.5')) }])
    await frame().locator(`${CONFIRM}[data-armed="true"]`).waitFor({ timeout: 15_000 })
    const shown = await frame().locator('main').textContent()
    expect(shown).toContain('Ethereum')
    expect(shown).toContain('0.5 ETH')
    expect(shown).not.toMatch(/Sepolia|TEST|0\.0000/)
    await page.screenshot({ path: `${ARTIFACTS_DIR}auth-attack-forged-chain.png` })
    await pressSecureButton(frame(), 'confirm')
    const { ok: hash } = (await outcome()) as { ok: Hash }
    const receipt = await chain1.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(before - (await chain1.getBalance({ address }))).toBeGreaterThanOrEqual(parseEther('0.5'))
    expect(recorded).toEqual([])
    await page.evaluate(() => delete (window as unknown as Win).__forge)
  })

  it('BYD-28 a chain id the secure site does not know is refused before anything is shown', async () => {
    await page.evaluate(() => ((window as unknown as Win).__forge = { chainId: 11155111 }))
    await ask('personal_sign', [toHex('which chain?'), address])
    expect(await outcome()).toEqual({ error: 'The secure wallet does not know chain 11155111; the request was refused' })
    expect(await frame().locator(CONFIRM).count()).toBe(0)
    await page.evaluate(() => delete (window as unknown as Win).__forge)
    await page.evaluate(() => (window as unknown as { __kit: { close(): void } }).__kit.close())
  })

  it('BYD-27 who is asking: the approval names the origin the handshake verified; the app\'s own name is marked unverified', async () => {
    await page.evaluate(() => ((window as unknown as Win).__forge = { appName: 'MetaMask Security Team' }))
    await signWaitingArmed('who asks')
    expect(await frame().locator('[data-testid="secure-request-origin"]').textContent()).toBe(`From ${new URL(env.demo.url).origin}`)
    expect(await frame().locator('[data-testid="secure-request-app-name"]').textContent()).toBe('Calls itself “MetaMask Security Team” (not verified)')
    await page.screenshot({ path: `${ARTIFACTS_DIR}auth-attack-origin-dark.png` })
    const secureFrame = () => page.frames().find((f) => f.url().startsWith(`${env.sandbox.urls.secureSite}/frame`))!
    expect(await auditFrame(secureFrame())).toEqual([])
    await page.evaluate(() => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode('light'))
    await expect.poll(() => frame().locator('body').getAttribute('data-theme'), { timeout: 10_000 }).toBe('light')
    await page.screenshot({ path: `${ARTIFACTS_DIR}auth-attack-origin-light.png` })
    expect(await auditFrame(secureFrame())).toEqual([])
    await page.evaluate(() => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode('dark'))
    await pressSecureButton(frame(), 'cancel')
    await page.evaluate(() => delete (window as unknown as Win).__forge)
  })

  it('BYD-17 another local origin is refused: by the browser when it frames the site for the listed origin, by the handshake when it asks for itself', async () => {
    const other = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Other origin</title><body></body>'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    const attacker = await context.newPage()
    const refusals: string[] = []
    attacker.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text())
    })
    await attacker.goto(`${otherOrigin}/`)
    const secure = env.sandbox.urls.secureSite
    const heard = await attacker.evaluate(
      async ({ secure, selfOrigin, listed, ready, error }) => {
        const messages: string[] = []
        addEventListener('message', (event) => messages.push(String(event.data?.type)))
        const frameFor = (origin: string) => {
          const iframe = document.createElement('iframe')
          iframe.src = `${secure}/frame?origin=${encodeURIComponent(origin)}&projectId=airlock-demo`
          document.body.append(iframe)
        }
        // As itself: the site answers with the refusal page only.
        frameFor(selfOrigin)
        await new Promise<void>((resolve) => addEventListener('message', (e) => e.data?.type === error && resolve()))
        // Posing as the listed origin: frame-ancestors names only that origin, so the browser blocks it.
        frameFor(listed)
        return { messages, ready: messages.includes(ready) }
      },
      { secure, selfOrigin: otherOrigin, listed: new URL(env.demo.url).origin, ready: FRAME_READY, error: FRAME_ERROR },
    )
    expect(heard).toEqual({ messages: [FRAME_ERROR], ready: false })
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(refusals[0]).toContain(`frame-ancestors ${new URL(env.demo.url).origin}`)
    await attacker.close()
    await new Promise((resolve) => other.close(resolve))
  })

  it('BYD-17 the secure site refuses look-alike emails: a zero-width space, NUL or U+202E in the address is an error, and no account or mail is made', async () => {
    const fresh = await loopbackContext(env.browser)
    const p = await fresh.newPage()
    await p.goto(`${env.demo.url}${BASE}/`)
    const { mails } = sandboxMailbox(env.sandbox.urls.mailbox)
    await p.click('[data-testid="connect-button"]', { timeout: 60_000 })
    for (const trick of ['mallory-target\u200b@example.com', 'mallory-target\u202e@example.com']) {
      await p.fill(`${inModal('wui-email-input')} input`, trick)
      await p.keyboard.press('Enter')
      const errorOf = () =>
        p.locator(`${inModal('wui-email-input')} input`).evaluate((input) => {
          const id = input.getAttribute('aria-describedby')
          return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '') : ''
        })
      await expect.poll(errorOf, { timeout: 15_000 }).toBe('Invalid email: it contains hidden or control characters')
    }
    await p.screenshot({ path: `${ARTIFACTS_DIR}auth-attack-lookalike-email.png` })
    const status = await p.frameLocator('#w3m-iframe').locator('body').evaluate(async () =>
      (await fetch('/v1/email/start', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a\u0000@example.com' }) })).status,
    )
    expect(status).toBe(400)
    // The target's own mailbox got nothing beyond its own login mails.
    expect((await mails('mallory-target@example.com')).filter((m) => m.subject === 'Approve your login')).toHaveLength(1)
    await fresh.close()
  })

  it('BYD-27 where the browser cannot tell the frame is seen (no IntersectionObserver v2), the approval moves to a popup of the secure origin; closing it cancels', async () => {
    const older = await loopbackContext(env.browser)
    // This browser, as far as the secure origin can tell, predates IntersectionObserver v2.
    await older.addInitScript(`if (location.origin === ${JSON.stringify(env.sandbox.urls.secureSite)}) delete IntersectionObserverEntry.prototype.isVisible`)
    const p = await older.newPage()
    await p.goto(`${env.demo.url}${BASE}/`)
    await loginByEmail(p, env.sandbox.urls.mailbox, 'older-browser@example.com')
    const from = await p.evaluate(() => (window as unknown as Win).__kit.getAddress())
    const sign = (text: string) =>
      p.evaluate(
        ([text, from]) => {
          const w = window as unknown as Win
          w.__pending = w.__kit.getProvider('eip155').request({ method: 'personal_sign', params: [text, from] }).then((ok) => ({ ok }), (e: Error) => ({ error: e.message }))
        },
        [toHex(text), from] as const,
      )
    const inFrame = p.frameLocator('#w3m-iframe')

    await sign('in a window of its own')
    // The frame offers no Sign of its own, only the way to the popup.
    await inFrame.locator('[data-testid="secure-open-window-button"]').waitFor({ timeout: 15_000 })
    expect(await inFrame.locator(CONFIRM).count()).toBe(0)
    const [popup] = await Promise.all([older.waitForEvent('page'), inFrame.locator('[data-testid="secure-open-window-button"]').click()])
    expect(new URL(popup.url()).origin).toBe(env.sandbox.urls.secureSite)
    await popup.locator('[data-testid="secure-request-origin"]').waitFor({ timeout: 15_000 })
    expect(await popup.locator('[data-testid="secure-request-origin"]').textContent()).toBe(`From ${new URL(env.demo.url).origin}`)
    expect(await popup.locator('pre').textContent()).toBe('in a window of its own')
    await popup.screenshot({ path: `${ARTIFACTS_DIR}auth-approve-popup.png` })
    expect(await auditFrame(popup.mainFrame())).toEqual([])
    const closed = popup.waitForEvent('close', { timeout: 15_000 })
    // The popup closes itself once it has signed, which can end the click's own wait first.
    await popup.locator(`${CONFIRM}[data-armed="true"]`).click({ timeout: 15_000 }).catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
    await closed
    const signed = (await p.evaluate(() => (window as unknown as Win).__pending)) as { ok?: Hash }
    expect(signed.ok).toMatch(/^0x[0-9a-f]{130}$/)

    await sign('closed unanswered')
    const [second] = await Promise.all([older.waitForEvent('page'), inFrame.locator('[data-testid="secure-open-window-button"]').click({ timeout: 15_000 })])
    await second.locator(CONFIRM).waitFor({ timeout: 15_000 })
    await second.close()
    expect(await p.evaluate(() => (window as unknown as Win).__pending)).toEqual({ error: 'User rejected the request' })
    await older.close()
  })
})
