// Shared setup of the WalletConnect integration tests: a headless kit (kernel createAppKit, the
// walletconnect plugin, the kernel's test chain adapters for eip155 and solana while the real
// chain plugins are being written), the local relay, and the WalletConnect test wallet.
import type { Hex } from 'viem'
import { createAppKit, definePlugin, KIT_CONTAINER, WALLETCONNECT, type AppKit, type AppKitOptions, type CaipNetwork } from '../../../kernel'
import { createTestChainAdapter } from '../../../kernel/connection/testing/testChainAdapter'
import { base, solana, solanaDevnet } from '../../../kernel/networks'
import { createMemoryBackend, type StorageBackend } from '../../../kernel/storage/createKitStorage'
import { walletConnect } from '../../../plugins/walletconnect'
import { activate } from '../../../plugins/walletconnect/activate'
import type { PairingEnv } from '../../../plugins/walletconnect/createPairingStore'
import type { UniversalProviderLike } from '../../../plugins/walletconnect/types'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../../wallets/walletconnect'

export const DEAD_RPC = 'http://127.0.0.1:9'
export const SOLANA_DEVNET_ID = solanaDevnet.caipNetworkId

const withRpc = (network: CaipNetwork, url: string): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: [url] }, chainDefault: { http: [url] } },
})

/** eip155:1 and 137 (on the devnets when given), 8453 which the test wallet lacks, Solana devnet and mainnet. */
export function kitNetworks(evm?: { 1: string; 137: string }): [CaipNetwork, ...CaipNetwork[]] {
  const [mainnet, polygon] = [1, 137].map((id) => ({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: id === 1 ? 'Ethereum' : 'Polygon',
    nativeCurrency: { name: id === 1 ? 'Ether' : 'POL', symbol: id === 1 ? 'ETH' : 'POL', decimals: 18 },
    rpcUrls: { default: { http: [evm?.[id as 1 | 137] ?? `${DEAD_RPC}/${id}`] } },
  })) as unknown as [CaipNetwork, CaipNetwork]
  return [mainnet, polygon, withRpc(base, `${DEAD_RPC}/8453`), withRpc(solanaDevnet, DEAD_RPC), withRpc(solana, DEAD_RPC)]
}

/**
 * Node has no localStorage, so each kit would keep its own memory storage; a shared backend
 * installed as `localStorage` makes a second kit a page reload of the first.
 */
export function installSharedStorage(): { backend: StorageBackend; restore(): void } {
  const globals = globalThis as { localStorage?: unknown }
  const previous = globals.localStorage
  const backend = createMemoryBackend()
  globals.localStorage = backend
  return { backend, restore: () => void (globals.localStorage = previous) }
}

/** The walletconnect plugin with an environment standing in for what Node cannot be (a mini-app, iOS Safari, a clock). */
export const walletConnectWithEnv = (env: PairingEnv) =>
  definePlugin({ id: 'walletConnect', load: async () => ({ activate: (ctx) => activate(ctx, { env }) }) })

export function createKit(relayUrl: string, options: Partial<AppKitOptions> & { env?: PairingEnv } = {}): AppKit {
  const { env, ...rest } = options
  return createAppKit({
    projectId: 'sandbox',
    networks: kitNetworks(),
    basic: true,
    features: { analytics: false },
    metadata: { name: 'Airlock WC test', description: 'integration', url: 'http://127.0.0.1', icons: ['http://127.0.0.1/icon.png'] },
    adapters: [createTestChainAdapter('eip155'), createTestChainAdapter('solana')],
    plugins: [env ? walletConnectWithEnv(env) : walletConnect],
    endpoints: { relay: relayUrl, api: DEAD_RPC, blockchainApi: DEAD_RPC, analytics: DEAD_RPC, fonts: '' },
    ...rest,
  })
}

export const serviceOf = (kit: AppKit) => kit[KIT_CONTAINER].resolve(WALLETCONNECT)
export const universalProviderOf = async (kit: AppKit) => (await serviceOf(kit).getUniversalProvider()) as UniversalProviderLike

export async function createWallet(relayUrl: string, evmPrivateKey: Hex, chains = ['eip155:1', 'eip155:137', 'eip155:10', SOLANA_DEVNET_ID]): Promise<WalletConnectTestWallet> {
  return createWalletConnectTestWallet({ relayUrl, evmPrivateKey, chains })
}

/** Polls until `read` returns something truthy; machines running several suites are slow. */
export async function until<T>(read: () => T | undefined | false | null, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = read()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Starts a WalletConnect connect from the kit and lets the wallet pair with the URI it shows. */
export async function connectWithWallet(kit: AppKit, wallet: WalletConnectTestWallet, namespace = 'eip155'): Promise<string> {
  const service = serviceOf(kit)
  const before = service.pairing.getState().uri
  const connecting = service.connect({ namespace })
  const uri = await until(() => {
    const { uri: current } = service.pairing.getState()
    return current && current !== before ? current : undefined
  }, 15_000, 'display_uri')
  await wallet.pair(uri)
  await connecting
  return uri
}
