import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type DemoServer } from '../../../launcher/demoServer'
import { addWalletPageRoutes } from './addWalletPageRoutes'

describe('addWalletPageRoutes', () => {
  let demo: DemoServer

  beforeAll(async () => {
    const routes = new Map()
    addWalletPageRoutes(routes, { relayUrl: 'ws://127.0.0.1:4311' })
    demo = await startDemoServer({ routes })
  })
  afterAll(() => demo?.close())

  it('SBX-37 serves /wc-wallet with the sandbox config, then the relay URL, then the deferred bundle', async () => {
    const page = await (await fetch(`${demo.url}/wc-wallet`)).text()
    const order = ['<script src="/sandbox-config.js">', '<script src="/wc-wallet-config.js">', '<script defer src="/wc-wallet.js">'].map((s) => page.indexOf(s))
    expect(order.every((i) => i > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(page).toContain('<main id="root">')
  })

  it('SBX-37 /wc-wallet-config.js adds the relay URL to __AIRLOCK_SANDBOX__ and keeps what is there', async () => {
    const script = await (await fetch(`${demo.url}/wc-wallet-config.js`)).text()
    const window: { __AIRLOCK_SANDBOX__?: Record<string, unknown> } = { __AIRLOCK_SANDBOX__: { rpcUrls: { 1: 'x' } } }
    new Function('window', script)(window)
    expect(window.__AIRLOCK_SANDBOX__).toEqual({ rpcUrls: { 1: 'x' }, relayUrl: 'ws://127.0.0.1:4311' })
  })
})
