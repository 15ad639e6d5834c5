// BYD-21 over WalletConnect: the real eip155 chain plugin connected to the WalletConnect test
// wallet through the local relay registers a name and grants a smart session; nothing mocked.
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../chains/eip155'
import { ACCOUNT_STORE, KIT_CONTAINER, type AppKit } from '../../kernel'
import { names } from '../../plugins/names'
import { NAME_SERVICE } from '../../plugins/names/contract'
import { getSmartSessions, grantPermissions, smartSessions } from '../../plugins/smart-sessions'
import { sessionStatus } from '../../plugins/smart-sessions/sessionStatus'
import { walletConnect } from '../../plugins/walletconnect'
import { startSandbox, type Sandbox } from '../testing'
import type { WalletConnectTestWallet } from '../wallets/walletconnect'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import { connectWithWallet, createKit, createWallet, installSharedStorage, serviceOf } from './testing/walletconnectHarness'

let sandbox: Sandbox<'api' | 'evm' | 'relay'>
let storage: ReturnType<typeof installSharedStorage>
let wallet: WalletConnectTestWallet
let kit: AppKit
let guard: OutboundGuard

beforeAll(async () => {
  // Nothing may leave the machine: the relay and every API are the sandbox's.
  guard = blockOutboundConnections()
  storage = installSharedStorage()
  sandbox = await startSandbox({ services: ['api', 'evm', 'relay'] })
  wallet = await createWallet(sandbox.relay.url, generatePrivateKey(), ['eip155:1', 'eip155:137'])
  kit = createKit(sandbox.relay.url, {
    endpoints: { ...sandbox.endpoints, relay: sandbox.relay.url },
    networks: sandbox.networks as never,
    adapters: [eip155Adapter()],
    plugins: [walletConnect, names, smartSessions],
    features: { smartSessions: true },
  })
  await kit.ready()
  await connectWithWallet(kit, wallet)
}, 60_000)

afterAll(async () => {
  await serviceOf(kit).close().catch(() => undefined)
  kit?.destroy()
  await wallet?.close()
  await sandbox?.close()
  storage?.restore()
  guard?.restore()
  expect(guard.blocked).toEqual([])
})

describe('names and smart sessions over WalletConnect', () => {
  it('BYD-21 NAME-04 a WalletConnect account signs and registers a name', async () => {
    const c = kit[KIT_CONTAINER]
    expect(c.resolve(ACCOUNT_STORE).get('eip155').address).toBe(wallet.address)
    await c.resolve(NAME_SERVICE).register('wc-account')
    expect(c.resolve(ACCOUNT_STORE).get('eip155').profileName).toBe('wc-account.reown.id')
    expect((await c.resolve(NAME_SERVICE).lookup('wc-account.reown.id'))?.addresses['60']?.address).toBe(wallet.address)
  }, 30_000)

  it('grants a smart session through the WalletConnect wallet', async () => {
    const now = Math.floor(Date.now() / 1000)
    const granted = await grantPermissions({
      chainId: '0x1',
      expiry: now + 3600,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: wallet.address as `0x${string}` }] } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x10', start: now, period: 86400 } }],
      policies: [],
    })
    expect(sessionStatus((await getSmartSessions()).find((s) => s.pci === granted.pci)!)).toBe('active')
  }, 30_000)
})
