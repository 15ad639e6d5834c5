// The send plugin in a headless kit against the sandbox: the real eip155 chain plugin, the
// EIP-1193 test wallet (signing with a devnet key) as an external connector, the EVM devnet
// (chain 1, with its USDC and USDT-style contracts) and the provider-API server for balances and
// names. Balances are read back from the chain with viem. Nothing here is mocked.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_STORE,
  BLOCKCHAIN_API,
  BUS,
  CHAIN_REGISTRY,
  KIT_CONTAINER,
  ROUTER,
  SNACKBAR,
  createAppKit,
  type AppKit,
  type CaipNetwork,
  type TokenBalance,
  type TrackEvent,
} from '../../kernel'
import { bitcoin } from '../../kernel/networks'
import { SEND_SERVICE, SEND_STORE, send } from '../../plugins/send'
import { estimateFeeReserve, maxSendAmount } from '../../plugins/send/maxSendAmount'
import { resolveReceiverName } from '../../plugins/send/resolveReceiverName'
import { sendableTokens } from '../../plugins/send/sendableTokens'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { connectedEvmKit } from './testing/connectedEvmKit'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let chain1: ReturnType<typeof createPublicClient>
const kits: AppKit[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  mainnet = sandbox.networks[0]
  chain1 = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(() => sandbox?.close())

/** A kit with the send plugin, connected to devnet account `index` (or the given key) through the EIP-1193 test wallet. */
async function connectedKit(index: number | { privateKey: Hex; address: string }) {
  const { kit, c, wallet, address, close } = await connectedEvmKit(sandbox, index, [send])
  cleanups.push(close)

  // What the balances plugin does: the provider API's balances into the account store.
  const { balances } = await c.resolve(BLOCKCHAIN_API).get<{ balances: TokenBalance[] }>(`/v1/account/${address}/balance`, {
    params: { currency: 'usd', chainId: mainnet.caipNetworkId, forceUpdate: undefined },
  })
  c.resolve(ACCOUNT_STORE).patch('eip155', { tokenBalance: balances })
  const tokens = sendableTokens(c.resolve(ACCOUNT_STORE).get('eip155'), mainnet)
  const token = (symbol: string) => tokens.find((t) => t.symbol === symbol)!

  const events: TrackEvent[] = []
  c.resolve(BUS).on('track', (e) => void events.push(e))
  return { kit, c, wallet, address, token, events, store: c.resolve(SEND_STORE), service: c.resolve(SEND_SERVICE) }
}

const tokenBalance = (token: TokenBalance, owner: string) =>
  chain1.readContract({ address: token.address!.split(':')[2] as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Address] })
const snackOf = (c: AppKit[typeof KIT_CONTAINER]) => c.resolve(SNACKBAR).getState()

describe('send on chain 1 of the EVM devnet', () => {
  it('SEND-07 sends 0.1 ETH as a native transfer: both balances move on the devnet', async () => {
    const { c, store, service, token, address, wallet } = await connectedKit(5)
    const to = sandbox.accounts.evm[6]!.address
    const [fromBefore, toBefore] = await Promise.all([chain1.getBalance({ address: address as Address }), chain1.getBalance({ address: to })])
    store.setToken(token('ETH'))
    store.setTokenAmount('0.1')
    store.setReceiver({ address: to })

    const hash = await service.send()
    const receipt = await chain1.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
    expect((await chain1.getBalance({ address: to })) - toBefore).toBe(parseEther('0.1'))
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(fromBefore - (await chain1.getBalance({ address: address as Address }))).toBe(parseEther('0.1') + fee)
    expect(wallet.calls.filter((call) => call.method === 'eth_sendTransaction')).toHaveLength(1)
    // SEND-10, SEND-11
    expect(store.getState()).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined })
    expect(c.resolve(ROUTER).getState().view).toBe('Account')
  })

  it('SEND-08 sends 25 USDC as an ERC-20 transfer: the token balances move on the devnet', async () => {
    const { store, service, token, address, events } = await connectedKit(1)
    const usdc = token('USDC')
    const to = sandbox.accounts.evm[7]!.address
    const [fromBefore, toBefore] = await Promise.all([tokenBalance(usdc, address), tokenBalance(usdc, to)])
    store.setToken(usdc)
    store.setTokenAmount('25')
    store.setReceiver({ address: to })

    const hash = await service.send()
    expect((await chain1.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect((await tokenBalance(usdc, to)) - toBefore).toBe(parseUnits('25', 6))
    expect(fromBefore - (await tokenBalance(usdc, address))).toBe(parseUnits('25', 6))
    expect(events.map((e) => e.event).filter((e) => e.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
  })

  it('SEND-13 sends 7.5 USDT through the USDT-style contract (transfer returns nothing): balances move', async () => {
    const { store, service, token, address, wallet } = await connectedKit(2)
    const usdt = token('USDT')
    const to = sandbox.accounts.evm[8]!.address
    const [fromBefore, toBefore] = await Promise.all([tokenBalance(usdt, address), tokenBalance(usdt, to)])
    store.setToken(usdt)
    store.setTokenAmount('7.5')
    store.setReceiver({ address: to })

    const hash = await service.send()
    expect((await chain1.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect((await tokenBalance(usdt, to)) - toBefore).toBe(7_500_000n)
    expect(fromBefore - (await tokenBalance(usdt, address))).toBe(7_500_000n)
    const tx = wallet.calls.find((call) => call.method === 'eth_sendTransaction')!.params as [{ to: string }]
    expect(tx[0].to.toLowerCase()).toBe(usdt.address!.split(':')[2]!.toLowerCase())
  })

  it("Max on ETH keeps back twice the chain plugin's fee estimate: sending it lands and leaves one fee's worth", async () => {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    await sandbox.devnets.evm.chains[1].fund(address, { native: '1' })
    const { c, store, service, token } = await connectedKit({ privateKey, address })
    const to = sandbox.accounts.evm[6]!.address
    const reserve = await estimateFeeReserve({ adapter: c.resolve(CHAIN_REGISTRY).get('eip155'), network: mainnet, from: address, to })
    const gasPrice = await chain1.getGasPrice()
    expect(reserve).toBe(2n * 21_000n * gasPrice)

    const eth = token('ETH')
    store.setToken(eth)
    store.setTokenAmount(maxSendAmount(eth, reserve))
    store.setReceiver({ address: to })
    const hash = await service.send()
    const receipt = await chain1.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(await chain1.getBalance({ address })).toBe(reserve - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('SEND-04 SEND-05 validation errors are exact, shown, and nothing is sent', async () => {
    const { c, store, service, token, wallet } = await connectedKit(3)
    store.setToken(token('ETH'))
    store.setReceiver({ address: sandbox.accounts.evm[6]!.address })
    await expect(service.send()).rejects.toThrowError(/^An amount and receiver address are required$/)
    await vi.waitFor(() => expect(snackOf(c)).toMatchObject({ open: true, variant: 'error', message: 'An amount and receiver address are required' }))
    store.setTokenAmount('1')
    store.setToken(undefined)
    await expect(service.send()).rejects.toThrowError(/^A token is required$/)
    expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction')
  })

  it('a wallet rejection shows the error and keeps the draft; the balances do not move', async () => {
    const { c, store, service, token, address, wallet } = await connectedKit(4)
    const usdc = token('USDC')
    const to = sandbox.accounts.evm[6]!.address
    const before = await tokenBalance(usdc, address)
    store.setToken(usdc)
    store.setTokenAmount('3')
    store.setReceiver({ address: to, profileName: 'someone.reown.id' })
    wallet.script({ rejectSign: true })

    await expect(service.send()).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(snackOf(c)).toMatchObject({ open: true, variant: 'error' }))
    expect(store.getState()).toMatchObject({ token: usdc, sendTokenAmount: '3', receiverAddress: to, receiverProfileName: 'someone.reown.id', loading: false })
    expect(await tokenBalance(usdc, address)).toBe(before)

    // The same draft goes through once the visitor approves.
    wallet.script({ rejectSign: false })
    const hash = await service.send()
    expect((await chain1.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect(before - (await tokenBalance(usdc, address))).toBe(3_000_000n)
  })

  it('SEND-03 resolves a registered name to its address with the name service; unknown names resolve to nothing', async () => {
    const { c } = await connectedKit(3)
    const api = c.resolve(BLOCKCHAIN_API)
    expect(await resolveReceiverName({ name: 'airlock-demo.reown.id', network: mainnet, api })).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      profileName: 'airlock-demo.reown.id',
      // The record has no avatar attribute: the identity API's avatar for the address stands in.
      profileImageUrl: `${sandbox.urls.api}/public/getAssetImage/airlock-demo.reown.id`,
    })
    expect(sandbox.api.requests.last('/v1/profile/account/airlock-demo.reown.id')?.query).toMatchObject({ apiVersion: '2' })
    expect(sandbox.api.requests.find('/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toHaveLength(1)
    expect(await resolveReceiverName({ name: 'nobody-here.reown.id', network: mainnet, api })).toBeUndefined()
  })
})

describe('send on a chain without send support', () => {
  it('SEND-12 fails with "Unsupported chain" when the active namespace is neither eip155 nor solana', async () => {
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [bitcoin], endpoints: sandbox.endpoints, plugins: [send] })
    kits.push(kit)
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    expect(kit.getActiveChainNamespace()).toBe('bip122')
    const store = c.resolve(SEND_STORE)
    store.setToken({ name: 'Bitcoin', symbol: 'BTC', chainId: bitcoin.caipNetworkId, price: 1, quantity: { decimals: '8', numeric: '1' }, iconUrl: '' })
    store.setTokenAmount('0.1')
    store.setReceiver({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })
    await expect(c.resolve(SEND_SERVICE).send()).rejects.toThrowError(/^Unsupported chain$/)
    await vi.waitFor(() => expect(snackOf(c)).toMatchObject({ open: true, variant: 'error', message: 'Unsupported chain' }))
  })
})
