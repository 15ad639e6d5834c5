// BYD-07 as a host app's test suite would use `airlock/testing`: everything comes from the
// package entry (../testing); only the dapp side of WalletConnect, which in a host app is the
// kit itself, is set up here.
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../../kernel'
import {
  createWalletConnectTestWallet,
  DEVNET_ACCOUNT_BALANCE,
  DEVNET_ACCOUNTS,
  SOLANA_DEVNET_ACCOUNT_BALANCE,
  SOLANA_DEVNET_ACCOUNTS,
  startSandbox,
  type Sandbox,
} from '../testing'
import { createTestDapp } from '../wallets/walletconnect'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'

// The query every catalogue call of the kit carries.
const KIT_QUERY = 'projectId=x&st=appkit&sv=html-core-1.7.8'
// Accounts 5-8 are never touched by the devnet seeding: exactly the starting balance.
const UNTOUCHED = DEVNET_ACCOUNTS[5]!
const LOOPBACK_URL = /^(http|ws):\/\/127\.0\.0\.1:\d+$/

/** Listening Node TCP servers of this process (not client sockets). */
const listeningServers = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length
/** Handles go away a tick or more after close() resolves; poll rather than sleep. */
const serversSettleAt = (count: number) => vi.waitFor(() => expect(listeningServers()).toBe(count), { timeout: 10_000, interval: 50 })

describe('BYD-07 airlock/testing, all services', () => {
  let guard: OutboundGuard
  let sandbox: Sandbox

  beforeAll(async () => {
    // Proves "offline": any socket or DNS lookup off this machine is refused and recorded.
    guard = blockOutboundConnections()
    sandbox = await startSandbox()
  }, 120_000)
  afterAll(async () => {
    await sandbox?.close()
    guard?.restore()
  })

  it('BYD-07 starts every service on loopback and hands out kit-ready endpoints and networks', () => {
    const { urls } = sandbox
    for (const url of [urls.api, urls.blockchainApi, urls.relay, urls.evm[1], urls.evm[137], urls.solana, urls.secureSite]) {
      expect(url).toMatch(LOOPBACK_URL)
    }
    expect(sandbox.services).toEqual(['api', 'evm', 'solana', 'relay', 'onramp', 'secureSite'])
    expect(urls.onrampCheckout).toMatch(LOOPBACK_URL)
    expect(urls.mailbox).toBe(`${urls.secureSite}/mailbox`)
    expect(sandbox.endpoints).toEqual({
      api: urls.api,
      blockchainApi: urls.api,
      analytics: urls.api,
      secureSite: urls.secureSite,
      verify: `${urls.api}/v3`,
      relay: urls.relay,
      fonts: '',
      onrampProviderB: `${urls.onrampCheckout}/provider-b`,
    })
    expect(sandbox.networks.map((n) => [n.caipNetworkId, n.chainNamespace, n.rpcUrls.default.http])).toEqual([
      ['eip155:1', 'eip155', [urls.evm[1]]],
      ['eip155:137', 'eip155', [urls.evm[137]]],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana', [urls.solana]],
    ])
    // Typed to go straight into createAppKit (tsc checks this line).
    const options: Pick<AppKitOptions, 'networks' | 'endpoints'> = { networks: sandbox.networks, endpoints: sandbox.endpoints }
    expect(options.networks).toHaveLength(3)
    expect(sandbox.accounts.evm[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(sandbox.accounts.solana).toBe(SOLANA_DEVNET_ACCOUNTS)
  })

  it('BYD-07 a viem public client reads the devnet balance on chains 1 and 137', async () => {
    for (const chainId of [1, 137] as const) {
      const client = createPublicClient({ transport: http(sandbox.urls.evm[chainId]) })
      expect(await client.getChainId()).toBe(chainId)
      expect(await client.getBalance({ address: UNTOUCHED.address })).toBe(parseEther(String(DEVNET_ACCOUNT_BALANCE)))
    }
  })

  it('BYD-07 the catalogue answers getWallets with a page of 40 wallets', async () => {
    const response = await fetch(`${sandbox.urls.api}/getWallets?page=1&entries=40&${KIT_QUERY}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { count: number; data: { id: string; name: string }[] }
    expect(body.data).toHaveLength(40)
    expect(body.count).toBeGreaterThanOrEqual(600)
    expect(sandbox.api.requests.last('/getWallets')?.query).toMatchObject({ projectId: 'x', st: 'appkit', sv: 'html-core-1.7.8' })
  })

  it('BYD-07 the blockchain API balance route reports the devnet balances (EVM and Solana)', async () => {
    const evm = await getBalances(`${sandbox.urls.blockchainApi}/v1/account/${UNTOUCHED.address}/balance?currency=usd&chainId=eip155:137&${KIT_QUERY}`)
    expect(evm).toEqual([
      expect.objectContaining({ symbol: 'POL', chainId: 'eip155:137', quantity: { decimals: '18', numeric: String(DEVNET_ACCOUNT_BALANCE) } }),
    ])

    const solanaAddress = SOLANA_DEVNET_ACCOUNTS[0]!.address
    const chainId = sandbox.networks[2]!.caipNetworkId
    const solana = await getBalances(`${sandbox.urls.blockchainApi}/v1/account/${solanaAddress}/balance?currency=usd&chainId=${chainId}&${KIT_QUERY}`)
    expect(solana[0]).toMatchObject({ symbol: 'SOL', chainId, quantity: { decimals: '9', numeric: String(SOLANA_DEVNET_ACCOUNT_BALANCE) } })
  })

  it('BYD-07 a Solana Connection reads the devnet balance', async () => {
    const connection = new Connection(sandbox.urls.solana, 'confirmed')
    const lamports = await connection.getBalance(new PublicKey(SOLANA_DEVNET_ACCOUNTS[0]!.address))
    expect(lamports).toBe(SOLANA_DEVNET_ACCOUNT_BALANCE * LAMPORTS_PER_SOL)
  })

  it('BYD-07 a WalletConnect session goes through the sandbox relay: connect, approve, personal_sign', async () => {
    const relayUrl = sandbox.endpoints.relay!
    const dapp = await createTestDapp({ relayUrl })
    const wallet = await createWalletConnectTestWallet({ relayUrl, evmPrivateKey: DEVNET_ACCOUNTS[1]!.privateKey })
    try {
      const uri = new Promise<string>((resolve) => dapp.provider.once('display_uri', resolve))
      const connecting = dapp.provider.connect({
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:1', 'eip155:137'],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
            rpcMap: { '1': sandbox.urls.evm[1], '137': sandbox.urls.evm[137] },
          },
        },
      })
      await wallet.pair(await uri)
      const session = await connecting
      expect(session?.namespaces.eip155?.accounts).toContain(`eip155:1:${DEVNET_ACCOUNTS[1]!.address}`)

      const signature = await dapp.provider.request<Hex>(
        { method: 'personal_sign', params: [toHex('hello from a host app'), wallet.address] },
        'eip155:1',
      )
      expect(await verifyMessage({ address: DEVNET_ACCOUNTS[1]!.address, message: 'hello from a host app', signature })).toBe(true)
      expect(sandbox.relay.methods()).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession']))
    } finally {
      await Promise.allSettled([dapp.close(), wallet.close()])
    }
  }, 30_000)

  it('BYD-07 nothing tried to leave the machine', () => {
    expect(guard.blocked).toEqual([])
  })

  it('BYD-07 close() frees every port: a second sandbox starts on the same ports', async () => {
    const port = (url: string) => Number(new URL(url).port)
    const ports = {
      api: port(sandbox.urls.api),
      relay: port(sandbox.urls.relay),
      evmMainnet: port(sandbox.urls.evm[1]),
      evmPolygon: port(sandbox.urls.evm[137]),
      solana: port(sandbox.urls.solana),
      onramp: port(sandbox.urls.onrampCheckout),
      secureSite: port(sandbox.urls.secureSite),
    }
    const first = sandbox
    await first.close()
    // A second close is harmless (a test's finally and afterAll may both call it).
    await first.close()
    sandbox = await startSandbox({ ports })
    expect(sandbox.urls).toEqual(first.urls)
    const client = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    expect(await client.getChainId()).toBe(1)
  }, 120_000)
})

describe('BYD-07 airlock/testing, some services', () => {
  it("BYD-07 services: ['api'] starts the API server and nothing else", async () => {
    await serversSettleAt(0)
    const sandbox = await startSandbox({ services: ['api'] })
    try {
      expect(listeningServers()).toBe(1)
      expect(sandbox.urls).toEqual({ api: sandbox.api.url, blockchainApi: sandbox.api.url, relay: undefined, evm: undefined, solana: undefined, onrampCheckout: undefined })
      expect(sandbox.relay).toBeUndefined()
      expect(sandbox.devnets).toEqual({ evm: undefined, solana: undefined })
      expect(sandbox.networks).toEqual([])
      expect(sandbox.endpoints).not.toHaveProperty('relay')
      const response = await fetch(`${sandbox.urls.api}/getWallets?page=1&entries=40&${KIT_QUERY}`)
      expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(40)
    } finally {
      await sandbox.close()
    }
    await serversSettleAt(0)
  })

  it('BYD-07 a service that cannot start stops the others and names itself', async () => {
    const blocker = await startSandbox({ services: ['api'] })
    try {
      await serversSettleAt(1)
      const port = Number(new URL(blocker.urls.api).port)
      await expect(startSandbox({ services: ['api', 'relay'], ports: { api: port } })).rejects.toMatchObject({
        name: 'SandboxStartError',
        service: 'api',
        portInUse: port,
      })
      // The relay that did start was stopped again.
      await serversSettleAt(1)
    } finally {
      await blocker.close()
    }
  })
})

async function getBalances(url: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: Array<Record<string, unknown>> }).balances
}
