// The bundle in a real headless Chromium: the announce and register protocols only mean
// something against a real window's events.
import { ed25519 } from '@noble/curves/ed25519'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../evm/accounts'
import { startEvmDevnets } from '../../evm/startEvmDevnets'
import type { EvmDevnets } from '../../evm/types'
import { buildBrowserWallets } from './buildBrowserWallets'
import type { BrowserWalletsConfig } from './installBrowserWallets'

let devnets: EvmDevnets
let rpcUrls: Record<number, string>
let server: Server
let browser: Browser
let origin: string
let config: BrowserWalletsConfig

// Listeners an app sets up before any wallet script runs, to test the other arrival order.
const EARLY_APP = `<script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (e) => window.announced.push(e.detail))
  window.registered = []
  window.addEventListener('wallet-standard:register-wallet', (e) => e.detail({ register: (...w) => (window.registered.push(...w), () => {}) }))
</script>`

beforeAll(async () => {
  devnets = await startEvmDevnets()
  rpcUrls = { 1: devnets.chains[1].rpcUrl, 137: devnets.chains[137].rpcUrl }
  // The Solana wallet's RPC is not contacted by these tests (no send), so any URL does.
  config = { rpcUrls, solanaRpcUrl: 'http://127.0.0.1:9' }
  const [walletsJs, bakedJs] = await Promise.all([buildBrowserWallets(), buildBrowserWallets({ config: { ...config, wallets: 'injected' } })])
  const configScript = `<script>window.__AIRLOCK_SANDBOX__ = ${JSON.stringify(config)}</script>`
  const pages: Record<string, [string, string]> = {
    '/': ['text/html', `<!doctype html>${configScript}<script src="/wallets.js"></script>`],
    '/early': ['text/html', `<!doctype html>${EARLY_APP}${configScript}<script src="/wallets.js"></script>`],
    '/bare': ['text/html', `<!doctype html><script src="/baked.js"></script>`],
    '/wallets.js': ['text/javascript', walletsJs],
    '/baked.js': ['text/javascript', bakedJs],
  }
  server = createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://x').pathname]
    res.writeHead(page ? 200 : 404, { 'content-type': page?.[0] ?? 'text/plain' }).end(page?.[1] ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await devnets?.close()
})

async function open(path: string): Promise<Page> {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto(`${origin}${path}`)
  expect(errors).toEqual([])
  return page
}

describe('browser wallets page (Chromium)', () => {
  it('SBX-35 injects window.ethereum, which answers eth_chainId and forwards reads to the devnet', async () => {
    const page = await open('/?wallets=injected')
    const result = await page.evaluate(async () => {
      const ethereum = (window as any).ethereum
      return {
        chainId: await ethereum.request({ method: 'eth_chainId' }),
        // Cross-origin fetch from the page to the devnet: proves the RPC path works in a browser.
        blockNumber: await ethereum.request({ method: 'eth_blockNumber' }),
        accounts: await ethereum.request({ method: 'eth_requestAccounts' }),
      }
    })
    expect(result.chainId).toBe('0x1')
    expect(result.blockNumber).toMatch(/^0x[0-9a-f]+$/)
    expect(result.accounts).toEqual([DEVNET_ACCOUNTS[0]!.address])
    const message = 'hello from the page'
    const signature = (await page.evaluate(
      ([data, from]) => (window as any).ethereum.request({ method: 'personal_sign', params: [data, from] }),
      [toHex(message), DEVNET_ACCOUNTS[0]!.address] as const,
    )) as Hex
    expect(await verifyMessage({ address: DEVNET_ACCOUNTS[0]!.address, message, signature })).toBe(true)
    await page.close()
  })

  it('SBX-36 two EIP-6963 wallets announce with distinct names, rdns and keys after eip6963:requestProvider', async () => {
    const page = await open('/?wallets=eip6963:2,injected,solana')
    const found = await page.evaluate(async () => {
      const details: any[] = []
      window.addEventListener('eip6963:announceProvider', (e: any) => details.push(e.detail))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return Promise.all(
        details.map(async ({ info, provider }) => ({
          ...info,
          frozen: Object.isFrozen(info),
          accounts: await provider.request({ method: 'eth_requestAccounts' }),
        })),
      )
    })
    expect(found.map((w) => [w.name, w.rdns])).toEqual([
      ['Airlock Test Wallet 1', 'dev.airlock.testwallet1'],
      ['Airlock Test Wallet 2', 'dev.airlock.testwallet2'],
    ])
    expect(new Set(found.map((w) => w.uuid)).size).toBe(2)
    expect(found.every((w) => w.frozen && w.icon.startsWith('data:image/svg+xml;base64,'))).toBe(true)
    expect(found.map((w) => w.accounts[0])).toEqual([DEVNET_ACCOUNTS[0]!.address, DEVNET_ACCOUNTS[1]!.address])
    // The legacy slot gets the next key, so no two wallets on the page share an account.
    const injected = await page.evaluate(() => (window as any).ethereum.request({ method: 'eth_requestAccounts' }))
    expect(injected).toEqual([DEVNET_ACCOUNTS[2]!.address])
    await page.close()
  })

  it('SBX-36 an app listening before the script loads gets the announcements and the Wallet Standard registration', async () => {
    const page = await open('/early?wallets=eip6963:2,solana')
    const seen = await page.evaluate(() => ({
      announced: (window as any).announced.map((d: any) => d.info.rdns),
      registered: (window as any).registered.map((w: any) => w.name),
    }))
    expect(seen).toEqual({ announced: ['dev.airlock.testwallet1', 'dev.airlock.testwallet2'], registered: ['Airlock Solana Wallet'] })
    await page.close()
  })

  it('SBX-36 the Solana wallet registers on wallet-standard:app-ready and signs a message (ed25519 verify)', async () => {
    const page = await open('/?wallets=solana')
    const result = await page.evaluate(async () => {
      const wallets: any[] = []
      const api = { register: (...w: any[]) => (wallets.push(...w), () => {}) }
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
      const wallet = wallets[0]
      const { accounts } = await wallet.features['standard:connect'].connect()
      const message = new TextEncoder().encode('Sign in to Airlock')
      const [out] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message })
      return {
        count: wallets.length,
        name: wallet.name,
        version: wallet.version,
        chains: wallet.chains,
        features: Object.keys(wallet.features).sort(),
        publicKey: [...accounts[0].publicKey],
        message: [...message],
        signature: [...out.signature],
      }
    })
    expect(result).toMatchObject({ count: 1, name: 'Airlock Solana Wallet', version: '1.0.0' })
    expect(result.chains).toContain('solana:devnet')
    expect(result.features).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    const verified = ed25519.verify(Uint8Array.from(result.signature), Uint8Array.from(result.message), Uint8Array.from(result.publicKey))
    expect(verified).toBe(true)
    await page.close()
  })

  it('SBX-38 a test scripts the page wallet at run time: switch fails with 4902, add accepted, chainChanged arrives', async () => {
    const page = await open('/?wallets=injected')
    const result = await page.evaluate(async () => {
      const w = window as any
      w.__AIRLOCK_WALLETS__.injected.script({ switchChainError: 4902 })
      const changes: string[] = []
      w.ethereum.on('chainChanged', (id: string) => changes.push(id))
      const error = await w.ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }).catch((e: any) => e.code)
      await w.ethereum.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x89', rpcUrls: ['https://x.example'] }] })
      return { error, changes, chainId: await w.ethereum.request({ method: 'eth_chainId' }) }
    })
    expect(result).toEqual({ error: 4902, changes: ['0x89'], chainId: '0x89' })
    await page.close()
  })

  it('SBX-35 a bundle built with a baked-in config installs wallets without page code', async () => {
    const page = await open('/bare')
    expect(await page.evaluate(() => (window as any).ethereum?.request({ method: 'eth_chainId' }))).toBe('0x1')
    await page.close()
  })
})
