// AppKit's ethers setup on Airlock against the sandbox: `new EthersAdapter()` (no options, as
// AppKit's) finds the EIP-1193 test wallet announced over EIP-6963 on the page, the kit connects
// it, and ethers v6's BrowserProvider over the kit's provider signs and sends on the EVM devnet.
// `kit.getProvider('eip155')` is what `useAppKitProvider('eip155').walletProvider` returns
// (ui-shell/hooks/useAppKitProvider.ts); the browser test (sandbox/e2e/adapterQuickstarts.test.ts)
// takes it through the hook. Node has no `window`: a bare EventTarget stands in for the page.
import { BrowserProvider, parseEther, verifyMessage, Wallet } from 'ethers'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EthersAdapter } from '../../chains/eip155/ethers'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, createAppKit, type AppKit, type CaipNetwork, type RequestProvider } from '../../kernel'
import { DEFAULT_PROJECT_ID, announceEip6963, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

const RDNS = 'dev.airlock.ethers-test'
let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => cleanups.splice(0).reverse().forEach((cleanup) => cleanup()))
afterAll(async () => {
  await sandbox?.close()
  vi.unstubAllGlobals()
})

/** Devnet account 1's wallet announced on the page, and a kit with AppKit's `new EthersAdapter()`, connected to it. */
async function connectedEthersKit(): Promise<{ kit: AppKit; adapter: EthersAdapter; address: string; privateKey: string }> {
  const { address, privateKey } = sandbox.accounts.evm[1]!
  const wallet = createEip1193TestWallet({ privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })
  cleanups.push(announceEip6963(wallet, { uuid: '6d0c3f4e-0000-4000-8000-000000000001', name: 'Ethers Test Wallet', icon: 'data:,', rdns: RDNS }))
  const adapter = new EthersAdapter()
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter] })
  cleanups.push(() => kit.destroy(), () => adapter.destroy?.())
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const connector = c.resolve(CONNECTORS_STORE).getState().connectors.find((x) => x.info?.rdns === RDNS)
  if (!connector) throw new Error('the announced wallet is not among the connectors')
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector })
  return { kit, adapter, address, privateKey }
}

const browserProvider = (kit: AppKit) => {
  const provider = new BrowserProvider(kit.getProvider<RequestProvider>('eip155')!)
  // ethers polls for receipts every 4 s by default; the devnet mines at once.
  provider.pollingInterval = 100
  return provider
}

describe('EthersAdapter with ethers v6 against the EVM devnet', () => {
  it("BYD-11 a BrowserProvider over the kit's provider has the connected account as its signer, on the kit's chain", async () => {
    const { kit, address } = await connectedEthersKit()
    expect(kit.getAddress()).toBe(address)
    const provider = browserProvider(kit)
    const signer = await provider.getSigner()
    expect(await signer.getAddress()).toBe(address)
    expect((await provider.getNetwork()).chainId).toBe(1n)
  })

  it("BYD-11 the ethers signer signs a message with the wallet's key (verifyMessage recovers the address)", async () => {
    const { kit, address, privateKey } = await connectedEthersKit()
    const signer = await browserProvider(kit).getSigner()
    const signature = await signer.signMessage('Hello from an ethers host on Airlock')
    expect(verifyMessage('Hello from an ethers host on Airlock', signature)).toBe(address)
    expect(signature).toBe(await new Wallet(privateKey).signMessage('Hello from an ethers host on Airlock'))
  })

  it('BYD-11 the ethers signer sends a devnet transaction that lands: the receiver gains exactly the value', async () => {
    const { kit } = await connectedEthersKit()
    const provider = browserProvider(kit)
    // A fresh address: no other test or sandbox job moves its balance.
    const receiver = Wallet.createRandom().address
    const before = await provider.getBalance(receiver)
    const sent = await (await provider.getSigner()).sendTransaction({ to: receiver, value: parseEther('0.0123') })
    const receipt = await sent.wait()
    expect(receipt?.status).toBe(1)
    // A new BrowserProvider: ethers answers a repeated read from its 250 ms cache.
    expect(await browserProvider(kit).getBalance(receiver)).toBe(before + parseEther('0.0123'))
    // Read from the chain itself, not only through the wallet.
    expect(BigInt((await sandbox.devnets.evm.chains[1].provider.request({ method: 'eth_getBalance', params: [receiver, 'latest'] })) as string)).toBe(before + parseEther('0.0123'))
  })

  it("follows the kit: after switchNetwork to 137 a new BrowserProvider is on 137; after disconnect there is no provider", async () => {
    const { kit } = await connectedEthersKit()
    await kit.switchNetwork(polygon)
    expect((await browserProvider(kit).getNetwork()).chainId).toBe(137n)
    await kit.disconnect()
    expect(kit.getProvider('eip155')).toBeUndefined()
  })
})
