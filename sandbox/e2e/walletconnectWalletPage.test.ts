// The WalletConnect test wallet as a web page (/wc-wallet on the demo host) in headless
// Chromium, paired with a Node dapp (UniversalProvider) through the sandbox relay.
import { base58 } from '@scure/base'
import { ed25519 } from '@noble/curves/ed25519'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { browserWalletsConfig } from '../launcher/browserWalletsConfig'
import { createDemoRoutes } from '../launcher/demoRoutes'
import { startDemoServer, type DemoServer } from '../launcher/demoServer'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import { createTestDapp, type TestDapp } from '../wallets/walletconnect/createTestDapp'
import { SOLANA_MAINNET } from '../wallets/walletconnect/types'
import { buildWalletPage } from '../wallets/walletconnect/page/buildWalletPage'
import { addWalletPageRoutes } from '../wallets/walletconnect/page/addWalletPageRoutes'
import { SOLANA_DEVNET } from '../wallets/walletconnect/page/createPageWallet'
import { utils as tronUtils } from 'tronweb'
import { encodeTonSignInSignature } from '../../chains/ton/tonSignData'
import { verifyTonSignIn } from '../../chains/ton/verifyTonSignIn'
import { startTonNetwork, type TonNetwork } from '../ton'
import { TON_SANDBOX_ACCOUNTS } from '../ton/tonAccounts'
import { TRON_TEST_ACCOUNTS } from '../tron/accounts'
import { ARTIFACTS_DIR } from './harness'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
// The page's default keys: the last devnet keys of the sandbox config (see readPageOptions).
const PAGE_ADDRESS = DEVNET_ACCOUNTS[8]!.address
const RECIPIENT = DEVNET_ACCOUNTS[7]!.address

let guard: OutboundGuard
let sandbox: Sandbox<'evm' | 'solana' | 'relay'>
let demo: DemoServer
let tonNet: TonNetwork
let browser: Browser
let context: BrowserContext
let page: Page
let dapp: TestDapp
const blocked: string[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  guard = blockOutboundConnections()
  // The page bundle (cached) builds while the chains start, instead of on the first page load.
  ;[sandbox, browser, tonNet] = await Promise.all([
    startSandbox({ services: ['evm', 'solana', 'relay'] }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    // The TON sandbox: ton_sendMessage from the page really lands there.
    startTonNetwork(),
    buildWalletPage(),
  ])
  // The launcher's routes, as `npm start` serves them (startLauncher adds the wallet page the same way).
  const routes = createDemoRoutes({ services: () => [], walletsConfig: browserWalletsConfig({ ...sandbox.urls, ton: tonNet.rpcUrl }), walletsBundle: async () => '' })
  addWalletPageRoutes(routes, { relayUrl: sandbox.urls.relay })
  demo = await startDemoServer({ routes })
  dapp = await createTestDapp({ relayUrl: sandbox.urls.relay })
  context = await browser.newContext({ viewport: { width: 900, height: 1000 } })
  // Offline by construction: only loopback may load; anything else is aborted and recorded.
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname
    if (host === '127.0.0.1' || host === 'localhost') return route.continue()
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  // WebSockets bypass context.route: record any that leave loopback.
  context.on('page', (p) => p.on('websocket', (ws) => !/^wss?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(ws.url()) && blocked.push(ws.url())))
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
}, 120_000)

afterAll(async () => {
  await dapp?.close().catch(() => undefined)
  await browser?.close()
  await demo?.close()
  await sandbox?.close()
  await tonNet?.close()
  guard?.restore()
})

const shot = (name: string) => page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png`, fullPage: true })
const request = (method: string) => page.locator(`[data-testid="wc-wallet-request"][data-method="${method}"]`).first()

describe('WalletConnect test wallet page (browser)', () => {
  it('SBX-37 the page pairs from ?uri=, approves with eip155 + solana accounts, answers personal_sign, emits chainChanged and disconnects', async () => {
    const t0 = performance.now()
    const marks: Record<string, number> = {}
    const mark = (name: string) => (marks[name] = Math.round(performance.now() - t0))
    const namespaces = {
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { '1': sandbox.urls.evm[1], '137': sandbox.urls.evm[137] },
      },
      solana: { chains: [SOLANA_DEVNET], methods: ['solana_signMessage', 'solana_signTransaction'], events: [] },
    }
    const uri = dapp.nextUri()
    const connecting = dapp.provider.connect({ optionalNamespaces: namespaces })
    await page.goto(`${demo.url}/wc-wallet?uri=${encodeURIComponent(await uri)}`)

    // The proposal waits for a decision.
    const proposal = page.getByTestId('wc-wallet-proposal')
    await proposal.waitFor({ timeout: 20_000 })
    await expect(proposal.textContent()).resolves.toContain('Airlock test dapp')
    await expect(page.getByTestId('wc-wallet-evm-address').textContent()).resolves.toBe(PAGE_ADDRESS)
    const solanaAddress = (await page.getByTestId('wc-wallet-solana-address').textContent())!
    mark('proposal shown')
    await shot('wc-wallet-page-proposal')
    await proposal.getByTestId('wc-wallet-proposal-approve').click()

    const session = await connecting
    mark('session')
    expect(session?.namespaces['eip155']?.accounts).toEqual([`eip155:1:${PAGE_ADDRESS}`, `eip155:137:${PAGE_ADDRESS}`])
    // The page offers the sandbox's Solana devnet first, and mainnet too for dapps that ask for it.
    expect(session?.namespaces['solana']?.accounts).toEqual([`${SOLANA_DEVNET}:${solanaAddress}`, `${SOLANA_MAINNET}:${solanaAddress}`])
    await page.getByTestId('wc-wallet-session').waitFor()
    await expect(page.getByTestId('wc-wallet-session-account').allTextContents()).resolves.toContain(`eip155:137:${PAGE_ADDRESS}`)

    // personal_sign waits in the request log until Approve.
    const signing = dapp.provider.request<Hex>({ method: 'personal_sign', params: [toHex('hello from the page'), PAGE_ADDRESS] }, 'eip155:1')
    await request('personal_sign').and(page.locator('[data-status="pending"]')).waitFor({ timeout: 15_000 })
    await shot('wc-wallet-page-pending-request')
    await request('personal_sign').getByTestId('wc-wallet-request-approve').click()
    const signature = await signing
    expect(await verifyMessage({ address: PAGE_ADDRESS, message: 'hello from the page', signature })).toBe(true)
    mark('personal_sign')
    await request('personal_sign').and(page.locator('[data-status="approved"]')).waitFor()

    // Reject: the dapp gets EIP-1193's user rejection.
    const typed = dapp.provider.request({ method: 'eth_signTypedData_v4', params: [PAGE_ADDRESS, JSON.stringify(mailTypedData())] }, 'eip155:1')
    const typedOutcome = typed.then(() => 'answered', (error: { code?: number; message?: string }) => error)
    await request('eth_signTypedData_v4').getByTestId('wc-wallet-request-reject').click({ timeout: 15_000 })
    mark('typed rejected')
    expect(await typedOutcome).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    // solana_signMessage, approved in the page, verifies with the page's Solana key.
    const message = new TextEncoder().encode('solana from the page')
    const solanaSigning = dapp.provider.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: solanaAddress } },
      SOLANA_DEVNET,
    )
    await request('solana_signMessage').getByTestId('wc-wallet-request-approve').click({ timeout: 15_000 })
    const { signature: solanaSignature } = await solanaSigning
    mark('solana_signMessage')
    expect(ed25519.verify(base58.decode(solanaSignature), message, base58.decode(solanaAddress))).toBe(true)

    // Auto-approve: eth_sendTransaction is answered at once and really lands on the devnet.
    await page.getByTestId('wc-wallet-auto-approve').check()
    const hash = await dapp.provider.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: PAGE_ADDRESS, to: RECIPIENT, value: toHex(parseEther('0.25')) }] },
      'eip155:1',
    )
    const receipt = await createPublicClient({ transport: http(sandbox.urls.evm[1]), pollingInterval: 100 }).waitForTransactionReceipt({ hash, timeout: 15_000 })
    expect(receipt).toMatchObject({ status: 'success', from: PAGE_ADDRESS.toLowerCase(), to: RECIPIENT.toLowerCase() })
    mark('eth_sendTransaction')
    await shot('wc-wallet-page-requests')

    // Wallet events reach the dapp.
    const chainChanged = new Promise((resolve) => dapp.provider.once('chainChanged', resolve))
    await page.getByTestId('wc-wallet-emit-chain-changed').click()
    expect(await chainChanged).toBe('137')
    await expect(page.getByTestId('wc-wallet-chain-id').textContent()).resolves.toBe('eip155:137')
    const accountsChanged = new Promise((resolve) => dapp.provider.once('accountsChanged', resolve))
    await page.getByTestId('wc-wallet-accounts-input').fill(RECIPIENT)
    await page.getByTestId('wc-wallet-emit-accounts-changed').click()
    expect(await accountsChanged).toEqual([RECIPIENT])
    mark('events')

    // Disconnect in the page ends the dapp's session.
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.provider.once('session_delete', resolve))
    await page.getByTestId('wc-wallet-session-disconnect').click()
    expect((await deleted).topic).toBe(session?.topic)
    await page.getByTestId('wc-wallet-no-sessions').waitFor()
    expect(dapp.provider.session).toBeUndefined()
    await shot('wc-wallet-page-disconnected')

    expect(pageErrors).toEqual([])
    expect(blocked).toEqual([])
    expect(guard.blocked).toEqual([])
    mark('disconnected')
    console.info(`wc-wallet page (ms since start): ${JSON.stringify(marks)}`)
  }, 60_000)

  it('SBX-37 a URI pasted into the text field pairs, and Reject turns the proposal down', async () => {
    // Same page as above, where auto-approve was left on.
    await page.getByTestId('wc-wallet-auto-approve').uncheck()
    const uri = dapp.nextUri()
    const connecting = dapp.provider.connect({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } })
    const outcome = connecting.then(() => 'connected', (error: Error) => error.message)
    await page.getByTestId('wc-wallet-uri-input').fill(await uri)
    await page.getByTestId('wc-wallet-pair-button').click()
    await page.getByTestId('wc-wallet-proposal').waitFor({ timeout: 15_000 })
    await shot('wc-wallet-page-pasted-uri')
    await page.getByTestId('wc-wallet-proposal-reject').click()
    expect(await outcome).toBe('User rejected.')
    await expect(page.getByTestId('wc-wallet-proposal').count()).resolves.toBe(0)
    await expect(page.getByTestId('wc-wallet-uri-input').inputValue()).resolves.toBe('')
    expect(blocked).toEqual([])
  }, 30_000)

  it('SESS-03 a one-click sign-in (wc_sessionAuthenticate) waits on the proposal card as a sign-in request; Approve signs a CACAO per chain', async () => {
    const uri = dapp.nextUri()
    const signingIn = dapp.provider.authenticate({
      chains: ['eip155:1', 'eip155:137'],
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/',
      nonce: 'pagesignin1',
      methods: ['personal_sign'],
      statement: 'Sign in to the Airlock demo',
    })
    await page.getByTestId('wc-wallet-uri-input').fill(await uri)
    await page.getByTestId('wc-wallet-pair-button').click()
    const card = page.getByTestId('wc-wallet-proposal')
    await card.getByTestId('wc-wallet-proposal-sign-in').waitFor({ timeout: 15_000 })
    await expect(card.getByTestId('wc-wallet-proposal-sign-in').textContent()).resolves.toBe('Sign-in request: Sign in to the Airlock demo')
    await shot('wc-wallet-page-sign-in-request')
    await card.getByTestId('wc-wallet-proposal-approve').click()
    const { auths, session } = await signingIn
    expect(auths?.map((a) => a.p.iss)).toEqual([`did:pkh:eip155:1:${PAGE_ADDRESS}`, `did:pkh:eip155:137:${PAGE_ADDRESS}`])
    for (const auth of auths ?? []) {
      const text = dapp.provider.client.formatAuthMessage({ request: auth.p, iss: auth.p.iss })
      expect(await verifyMessage({ address: PAGE_ADDRESS, message: text, signature: auth.s.s as Hex })).toBe(true)
    }
    await page.locator(`[data-testid="wc-wallet-session"][data-topic="${session!.topic}"]`).waitFor({ timeout: 15_000 })
    expect(pageErrors).toEqual([])
    expect(blocked).toEqual([])
  }, 30_000)
})

describe('WalletConnect test wallet page: TON and TRON (browser)', () => {
  it('approves ton + tron with the last funded accounts and the TON key material; answers ton_signData, ton_sendMessage and tron_signMessage', async () => {
    const uri = dapp.nextUri()
    const connecting = dapp.provider.connect({
      optionalNamespaces: {
        ton: { chains: ['ton:-239'], methods: ['ton_sendMessage', 'ton_signData'], events: [] },
        tron: { chains: ['tron:0x2b6653dc'], methods: ['tron_signMessage', 'tron_signTransaction'], events: [] },
      },
    })
    await page.getByTestId('wc-wallet-uri-input').fill(await uri)
    await page.getByTestId('wc-wallet-pair-button').click()
    const proposal = page.getByTestId('wc-wallet-proposal')
    await proposal.waitFor({ timeout: 15_000 })
    // The page's TON and TRON accounts: the last funded ones of the TON sandbox and the TRON stand-in.
    const tonAddress = TON_SANDBOX_ACCOUNTS.at(-1)!.address
    const tronAddress = TRON_TEST_ACCOUNTS.at(-1)!.address
    await expect(page.getByTestId('wc-wallet-ton-address').textContent()).resolves.toBe(tonAddress)
    await expect(page.getByTestId('wc-wallet-tron-address').textContent()).resolves.toBe(tronAddress)
    await proposal.getByTestId('wc-wallet-proposal-approve').click()
    const session = (await connecting)!
    // Every chain the page has in each namespace asked for (the demo's TON networks, TRON's three).
    expect(session.namespaces['ton']?.accounts).toEqual([`ton:-239:${tonAddress}`, `ton:-3:${tonAddress}`])
    expect(session.namespaces['tron']?.accounts).toEqual(['tron:0x2b6653dc', 'tron:0x94a9059e', 'tron:0xcd8690dc'].map((c) => `${c}:${tronAddress}`))
    const properties = session.sessionProperties as { ton_getPublicKey: string; ton_getStateInit: string }
    expect(properties.ton_getPublicKey).toBe(TON_SANDBOX_ACCOUNTS.at(-1)!.publicKey)

    // ton_signData waits for Approve, then signs TonConnect's bytes for the dapp's domain.
    const text = 'sign in to the demo from the page'
    const signing = dapp.provider.request<{ signature: string; timestamp: number; domain: string }>(
      { method: 'ton_signData', params: [{ type: 'text', text, from: tonAddress }] },
      'ton:-239',
    )
    await request('ton_signData').and(page.locator('[data-status="pending"]')).waitFor({ timeout: 15_000 })
    await shot('wc-wallet-page-ton-request')
    await request('ton_signData').getByTestId('wc-wallet-request-approve').click()
    const signed = await signing
    expect(signed.domain).toBe('127.0.0.1')
    // The verifier a dapp runs: the state init is the address's, its key the session's, the signature good.
    const envelope = encodeTonSignInSignature({ ...signed, publicKey: properties.ton_getPublicKey, walletStateInit: properties.ton_getStateInit })
    expect(await verifyTonSignIn({ address: tonAddress, message: text, signature: envelope, domain: '127.0.0.1' })).toBe(true)
    expect(await verifyTonSignIn({ address: tonAddress, message: `${text}!`, signature: envelope, domain: '127.0.0.1' })).toBe(false)

    // ton_sendMessage (AppKit's shape): the page signs for its v4r2 contract and the TON sandbox pays the receiver.
    const receiver = TON_SANDBOX_ACCOUNTS[1]!
    const balanceOf = async (address: string) => BigInt((await (await fetch(`${tonNet.rpcUrl}/getAddressBalance?address=${address}`)).json()).result)
    const before = await balanceOf(receiver.address)
    const sending = dapp.provider.request<string>(
      { method: 'ton_sendMessage', params: { valid_until: Math.floor(Date.now() / 1000) + 60, from: tonAddress, network: '-239', messages: [{ address: receiver.address, amount: '300000000' }] } },
      'ton:-239',
    )
    await request('ton_sendMessage').getByTestId('wc-wallet-request-approve').click({ timeout: 15_000 })
    expect(await sending).toMatch(/^te6/)
    const history = (await (await fetch(`${tonNet.rpcUrl}/getTransactions?address=${receiver.address}&limit=1`)).json()).result
    expect(history[0].in_msg).toMatchObject({ value: '300000000' })
    expect(await balanceOf(receiver.address)).toBe(before + 300_000_000n - BigInt(history[0].fee))

    // tron_signMessage: a TIP-191 signature that recovers to the page's TRON account.
    const tronSigning = dapp.provider.request<{ signature: string }>({ method: 'tron_signMessage', params: { address: tronAddress, message: 'tron from the page' } }, 'tron:0x2b6653dc')
    await request('tron_signMessage').getByTestId('wc-wallet-request-approve').click({ timeout: 15_000 })
    const { signature } = await tronSigning
    expect(tronUtils.message.verifyMessage('tron from the page', signature)).toBe(tronAddress)
    await request('tron_signMessage').and(page.locator('[data-status="approved"]')).waitFor()
    await shot('wc-wallet-page-tron-request')

    expect(pageErrors).toEqual([])
    expect(blocked).toEqual([])
  }, 45_000)
})

function mailTypedData() {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail',
    domain: { name: 'Airlock', chainId: 1 },
    message: { contents: 'hi' },
  }
}
