// Issue 12 cases 1 and 5: wallets that hang, answer late or answer garbage, against the sandbox's
// EVM devnets with the EIP-1193 test wallet. Where a wallet must misbehave, the real test wallet is
// wrapped and only the one method a hostile or slow extension would break is answered differently
// (no real extension runs here; the wrapper stands in for one).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Adapter } from '../../chains/eip155'
import {
  ACCOUNT_STORE,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  ErrorMessages,
  KIT_CONTAINER,
  MODAL_CONTROLLER,
  createAppKit,
  type AppKit,
  type CaipNetwork,
} from '../../kernel'
import type { Eip1193Provider } from '../wallets/browser/types'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'
import { recordRequests } from './testing/recordRequests'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const adapters: Eip155Adapter[] = []
const kits: AppKit[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const adapter of adapters.splice(0)) adapter.destroy()
})
afterAll(() => sandbox?.close())

type Override = (args: { method: string; params?: unknown }, real: () => Promise<unknown>) => Promise<unknown> | undefined

/** The real test wallet with one method answered by `override` (undefined = the real answer). */
function wrapWallet(wallet: Eip1193Provider, override: Override): Eip1193Provider {
  return new Proxy(wallet, {
    get(target, property) {
      if (property === 'request') {
        return (args: { method: string; params?: unknown }) => override(args, () => target.request(args as never)) ?? target.request(args as never)
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function testWallet(account: number) {
  const key = sandbox.accounts.evm[account]!
  return { key, wallet: recordRequests(createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1 })) }
}

/** A kit with these wallets as eip155 connectors `w1`, `w2`, ... */
async function kitWith(providers: Eip1193Provider[]) {
  const adapter = eip155Adapter({
    connectors: providers.map((provider, i) => ({ id: `w${i + 1}`, name: `Wallet ${i + 1}`, provider })),
    networks: [mainnet, polygon],
  })
  adapters.push(adapter)
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter] })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const connector = (id: string) => c.resolve(CONNECTORS_STORE).getConnector(id, 'eip155')!
  const status = () => c.resolve(ACCOUNT_STORE).getState().accounts.eip155?.status
  return { kit, c, controller: c.resolve(CONNECTION_CONTROLLER), connector, status }
}

/** A promise and its resolve, for a wallet that answers only when the test says so. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe('issue 12 case 1: a stale connect never wins', () => {
  it('Wallet 1 hangs, the visitor closes the modal and connects Wallet 2; Wallet 1’s late answer is ignored and its grant revoked', async () => {
    const slow = gate()
    const one = testWallet(2)
    const two = testWallet(3)
    const hanging = wrapWallet(one.wallet, (args, real) => (args.method === 'eth_requestAccounts' ? slow.opened.then(real) : undefined))
    const { kit, c, controller, connector, status } = await kitWith([hanging, two.wallet])

    const first = controller.connect({ connector: connector('w1') })
    const firstOutcome = first.then(() => 'connected', (error: Error) => error.message)
    await expect.poll(status).toBe('connecting')
    c.resolve(MODAL_CONTROLLER).close() // Escape while the wallet is still asking
    expect(await firstOutcome).toBe(ErrorMessages.connectCancelled)
    expect(status()).toBe('disconnected')
    expect(c.resolve(CONNECTION_STORE).getState().status).toBe('disconnected')

    await controller.connect({ connector: connector('w2') })
    expect(kit.getAddress('eip155')).toBe(two.key.address)

    slow.open() // Wallet 1 finally answers
    await expect.poll(() => one.wallet.calls.some((call) => call.method === 'wallet_revokePermissions')).toBe(true)
    expect(kit.getAddress('eip155')).toBe(two.key.address)
    expect(c.resolve(CONNECTION_STORE).getState().connections.eip155?.connectorId).toBe('w2')
  })

  it('a newer attempt cancels the older one without the modal: only the newest wallet connects', async () => {
    const slow = gate()
    const one = testWallet(2)
    const two = testWallet(3)
    const hanging = wrapWallet(one.wallet, (args, real) => (args.method === 'eth_requestAccounts' ? slow.opened.then(real) : undefined))
    const { kit, controller, connector } = await kitWith([hanging, two.wallet])
    const first = controller.connect({ connector: connector('w1') }).catch((error: Error) => error.message)
    await controller.connect({ connector: connector('w2') })
    expect(await first).toBe(ErrorMessages.connectCancelled)
    slow.open()
    await expect.poll(() => one.wallet.calls.some((call) => call.method === 'wallet_revokePermissions')).toBe(true)
    expect(kit.getAddress('eip155')).toBe(two.key.address)
  })
})

describe('issue 12 case 5: wallet answers are validated', () => {
  for (const [label, accounts] of [
    ['a short address', ['0x123']],
    ['markup', ['<img src=x onerror=alert(1)>']],
    ['a number', [42]],
  ] as const) {
    it(`declines a wallet answering eth_requestAccounts with ${label}; nothing reaches the account state`, async () => {
      const { wallet } = testWallet(4)
      const hostile = wrapWallet(wallet, (args) => (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts' ? Promise.resolve(accounts) : undefined))
      const { kit, controller, connector, status } = await kitWith([hostile])
      await expect(controller.connect({ connector: connector('w1') })).rejects.toThrow()
      expect(kit.getAddress('eip155')).toBeUndefined()
      expect(kit.getIsConnectedState()).toBe(false)
      expect(status()).toBe('disconnected')
    })
  }

  it('declines 20,000 accounts with a clear error', async () => {
    const { wallet, key } = testWallet(4)
    const many = Array.from({ length: 20_000 }, (_, i) => (i === 0 ? key.address : `0x${i.toString(16).padStart(40, '0')}`))
    const hostile = wrapWallet(wallet, (args) => (args.method === 'eth_requestAccounts' ? Promise.resolve(many) : undefined))
    const { kit, controller, connector } = await kitWith([hostile])
    await expect(controller.connect({ connector: connector('w1') })).rejects.toThrow(ErrorMessages.walletTooManyAccounts(100))
    expect(kit.getAddress('eip155')).toBeUndefined()
  })

  it('ignores chainChanged("garbage") and accountsChanged with markup; a valid chain change still applies', async () => {
    const { wallet, key } = testWallet(5)
    const { kit, controller, connector } = await kitWith([wallet])
    await controller.connect({ connector: connector('w1') })
    controller.handleChainChanged('eip155', 'garbage')
    expect(kit.getCaipNetworkId()).toBe('eip155:1')
    controller.handleAccountsChanged('eip155', ['<img src=x onerror=alert(1)>'])
    expect(kit.getAddress('eip155')).toBe(key.address)
    controller.handleChainChanged('eip155', '0x89')
    expect(kit.getCaipNetworkId()).toBe('eip155:137')
  })
})
