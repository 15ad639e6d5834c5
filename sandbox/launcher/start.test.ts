// `npm start` as a person or a browser driver meets it: a child process on the ports the
// environment names, whose printed URLs all answer, and that stops cleanly on Ctrl-C.
// (No spec ID names the launcher; issue 4, part 6 asks for it. SBX-30/33 are the chains and
// relay it serves.)
import { createServer, type Server } from 'node:net'
import { chromium } from 'playwright-core'
import { parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DEVNET_ACCOUNT_BALANCE, DEVNET_ACCOUNTS } from '../evm/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '../solana/accounts'
import { TON_SANDBOX_ACCOUNTS } from '../ton/tonAccounts'
import { DEFAULT_LAUNCHER_PORTS } from './launcherPorts'
import { DEMO_DEFAULT_WALLETS, LAUNCHER_URL_NAMES } from './startLauncher'
import { findFreePorts } from './testing/findFreePorts'
import { spawnLauncher, type LauncherProcess } from './testing/spawnLauncher'

// Generous: tsx compiles on the fly and ganache seeds two chains, on a busy 2-core machine.
const START_TIMEOUT_MS = 90_000
const STOP_TIMEOUT_MS = 15_000

const launched: LauncherProcess[] = []
const launch = (env: Record<string, string>) => {
  const launcher = spawnLauncher(env)
  launched.push(launcher)
  return launcher
}
afterEach(() => {
  for (const launcher of launched.splice(0)) launcher.kill()
})

async function freePortEnv() {
  const [api, relay, evmMainnet, evmPolygon, solana, demo, onramp, secureSite, tron, ton] = await findFreePorts([{}, {}, {}, {}, { pair: true }, {}, {}, {}, {}, {}])
  return {
    ports: { api, relay, evmMainnet, evmPolygon, solana, demo, onramp, secureSite, tron, ton } as Record<string, number>,
    env: {
      AIRLOCK_API_PORT: String(api),
      AIRLOCK_RELAY_PORT: String(relay),
      AIRLOCK_EVM_MAINNET_PORT: String(evmMainnet),
      AIRLOCK_EVM_POLYGON_PORT: String(evmPolygon),
      AIRLOCK_SOLANA_PORT: String(solana),
      AIRLOCK_DEMO_PORT: String(demo),
      AIRLOCK_ONRAMP_PORT: String(onramp),
      AIRLOCK_SECURE_SITE_PORT: String(secureSite),
      AIRLOCK_TRON_PORT: String(tron),
      AIRLOCK_TON_PORT: String(ton),
    },
  }
}

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: unknown }).result
}

function openWebSocket(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('open', () => {
      socket.close()
      resolve()
    })
    socket.once('error', reject)
  })
}

describe('npm start (sandbox/launcher/start.ts)', () => {
  it('SBX-30 SBX-33 serves every service on the given loopback ports, prints one name: url line each, and exits 0 on SIGINT', async () => {
    const { ports, env } = await freePortEnv()
    const launcher = launch(env)
    const urls = await launcher.urls(LAUNCHER_URL_NAMES.length, START_TIMEOUT_MS)

    // Exactly one `name: url` line per service, in order, and nothing else on stdout.
    expect(launcher.stdoutLines.every((line) => /^[a-z0-9-]+: (http|ws):\/\/127\.0\.0\.1:\d+\/?\S*$/.test(line))).toBe(true)
    expect([...urls.keys()]).toEqual([...LAUNCHER_URL_NAMES])
    const demo = `http://127.0.0.1:${ports.demo}`
    expect(Object.fromEntries(urls)).toEqual({
      api: `http://127.0.0.1:${ports.api}`,
      'blockchain-api': `http://127.0.0.1:${ports.api}`,
      relay: `ws://127.0.0.1:${ports.relay}`,
      'evm-1': `http://127.0.0.1:${ports.evmMainnet}`,
      'evm-137': `http://127.0.0.1:${ports.evmPolygon}`,
      solana: `http://127.0.0.1:${ports.solana}`,
      tron: `http://127.0.0.1:${ports.tron}`,
      ton: `http://127.0.0.1:${ports.ton}/api/v2`,
      'onramp-checkout': `http://127.0.0.1:${ports.onramp}`,
      'secure-site': `http://127.0.0.1:${ports.secureSite}`,
      mailbox: `http://127.0.0.1:${ports.secureSite}/mailbox/`,
      wallets: `${demo}/wallets.js`,
      demo: `${demo}/?wallets=${DEMO_DEFAULT_WALLETS}`,
    })

    // Every HTTP URL answers a plain GET (whatever the status), and the relay takes a websocket.
    for (const [name, url] of urls) {
      if (url.startsWith('ws:')) await openWebSocket(url)
      else expect((await fetch(url)).status, name).toBeGreaterThanOrEqual(200)
    }
    // And each answers as what it claims to be.
    const wallets = await (await fetch(`${urls.get('api')}/getWallets?page=1&entries=40&projectId=x&st=appkit&sv=html-core-1.7.8`)).json()
    expect((wallets as { data: unknown[] }).data).toHaveLength(40)
    expect(await rpc(urls.get('evm-1')!, 'eth_chainId')).toBe('0x1')
    expect(await rpc(urls.get('evm-137')!, 'eth_chainId')).toBe('0x89')
    expect(await rpc(urls.get('solana')!, 'getHealth')).toBe('ok')
    const block = await (await fetch(`${urls.get('tron')}/wallet/getnowblock`, { method: 'POST', body: '{}' })).json()
    expect(block).toMatchObject({ block_header: { raw_data: { number: expect.any(Number) } } })
    expect(await (await fetch(`${urls.get('ton')}/getWalletInformation?address=${TON_SANDBOX_ACCOUNTS[0]!.address}`)).json()).toMatchObject({ ok: true, result: { wallet: true } })

    // The demo page (the demo app's, once wired) loads the config before the wallets read it.
    const page = await (await fetch(`${demo}/`)).text()
    expect(page.indexOf('<script src="/sandbox-config.js">')).toBeGreaterThan(-1)
    expect(page.indexOf('<script src="/sandbox-config.js">')).toBeLessThan(page.indexOf('<script src="/wallets.js">'))
    const overview = await (await fetch(`${demo}/sandbox`)).text()
    for (const url of urls.values()) expect(overview).toContain(url)
    const config = await (await fetch(`${demo}/sandbox-config.js`)).text()
    expect(config).toMatch(/^window\.__AIRLOCK_SANDBOX__ = \{/)
    expect(config).toContain(`"137": "${urls.get('evm-137')}"`)
    expect(config).toContain(`"solanaRpcUrl": "${urls.get('solana')}"`)
    expect(config).toContain(`"tonRpcUrl": "${urls.get('ton')}"`)
    const bundle = await fetch(urls.get('wallets')!)
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await bundle.text()).toContain('__AIRLOCK_SANDBOX__')

    await checkWalletsInBrowser(urls.get('demo')!)

    launcher.child.kill('SIGINT')
    const exit = await Promise.race([
      launcher.exited,
      new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'still running')),
    ])
    expect(exit).toEqual({ code: 0, signal: null })
    // Stopped means the ports are free again.
    for (const port of Object.values(ports)) await expectFree(port)
  }, START_TIMEOUT_MS + 60_000)

  it('issue-4 launcher: refuses a port variable that is not a port, naming it', async () => {
    const launcher = launch({ AIRLOCK_EVM_POLYGON_PORT: '45x' })
    expect(await launcher.exited).toEqual({ code: 1, signal: null })
    expect(launcher.stderr).toContain('AIRLOCK_EVM_POLYGON_PORT must be a port number from 0 to 65535, got "45x"')
    expect(launcher.stdoutLines).toEqual([])
  }, 60_000)

  it('issue-4 launcher: exits 1 and names the variable to change when a port is taken', async () => {
    const { ports, env } = await freePortEnv()
    const blocker = await occupy(ports.relay!)
    try {
      const launcher = launch(env)
      expect(await launcher.exited).toEqual({ code: 1, signal: null })
      expect(launcher.stderr).toContain(`port ${ports.relay} is in use; free it or set AIRLOCK_RELAY_PORT`)
      expect(launcher.stdoutLines).toEqual([])
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  }, START_TIMEOUT_MS)

  it('issue-31 launcher: a taken default port is replaced by a free one, printed, and the demo origin is still allowlisted', async () => {
    const { env } = await freePortEnv()
    // Every port pinned to a free one but the demo's, left to its default, which is held (by us,
    // or already by another program).
    const blocker = await occupy(DEFAULT_LAUNCHER_PORTS.demo).catch(() => undefined)
    try {
      const launcher = launch({ ...env, AIRLOCK_DEMO_PORT: '' })
      const urls = await launcher.urls(LAUNCHER_URL_NAMES.length, START_TIMEOUT_MS)
      const demo = new URL(urls.get('demo')!)
      expect(demo.port).not.toBe(String(DEFAULT_LAUNCHER_PORTS.demo))
      expect(demo.href).toBe(`http://127.0.0.1:${demo.port}/?wallets=${DEMO_DEFAULT_WALLETS}`)
      expect(urls.get('wallets')).toBe(`${demo.origin}/wallets.js`)
      expect(launcher.stderr).toContain(`Port ${DEFAULT_LAUNCHER_PORTS.demo} (demo) is in use; using a free port instead (set AIRLOCK_DEMO_PORT to choose one)`)
      expect((await fetch(demo)).status).toBe(200)
      // The secure site frames exact origins: the demo's, on the port it ended up on.
      const origins = (await (await fetch(`${urls.get('api')}/projects/v1/origins?projectId=sandbox-default`)).json()) as { allowedOrigins: string[] }
      expect(origins.allowedOrigins).toContain(demo.origin)
    } finally {
      await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)))
    }
  }, START_TIMEOUT_MS)
})

/** The printed demo URL in headless Chromium: its `?wallets=` installs funded wallets that reach the devnets. */
async function checkWalletsInBrowser(demoUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    // Only the wallets' own errors: the demo app's are the e2e tests' business.
    page.on('console', (message) => message.type() === 'error' && message.text().includes('[airlock test wallets]') && errors.push(message.text()))
    // The URL exactly as printed: a newcomer who opens it sees the default test wallets.
    await page.goto(demoUrl)
    const installed = await page.evaluate(() => {
      const wallets = (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { address: string }[]; injected: { address: string }; solana: { publicKey: string } } })
        .__AIRLOCK_WALLETS__
      return { eip6963: wallets.eip6963.map((w) => w.address), injected: wallets.injected.address, solana: wallets.solana.publicKey }
    })
    expect(errors, errors.join('\n')).toEqual([])
    expect(installed).toEqual({
      eip6963: [DEVNET_ACCOUNTS[0]!.address, DEVNET_ACCOUNTS[1]!.address],
      injected: DEVNET_ACCOUNTS[2]!.address,
      solana: SOLANA_DEVNET_ACCOUNTS[0]!.address,
    })
    // The injected wallet reads its balance from the EVM devnet through the launcher's URL.
    const balance = await page.evaluate(
      (address) => (window as unknown as { ethereum: { request(a: unknown): Promise<string> } }).ethereum.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
      DEVNET_ACCOUNTS[2]!.address,
    )
    expect(BigInt(balance)).toBeGreaterThan(0n)
    expect(BigInt(balance)).toBeLessThanOrEqual(parseEther(String(DEVNET_ACCOUNT_BALANCE)))
    await page.goto(new URL('/sandbox?wallets=solana', demoUrl).href)
    expect(await page.textContent('#installed-wallets')).toContain(SOLANA_DEVNET_ACCOUNTS[0]!.address)
  } finally {
    await browser.close()
  }
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

async function expectFree(port: number): Promise<void> {
  const server = await occupy(port)
  await new Promise((resolve) => server.close(resolve))
}
