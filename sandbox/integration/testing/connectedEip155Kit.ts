import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { eip155Adapter } from '../../../chains/eip155'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, createAppKit, type AppKit, type AppKitOptions, type CaipNetwork } from '../../../kernel'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, type Sandbox } from '../../testing'
import type { Eip1193TestWalletBehaviour } from '../../wallets/browser/types'
import { recordRequests } from './recordRequests'

export interface ConnectedEip155KitOptions {
  privateKey: Hex
  /** The wallet's and the kit's first chain: 1 or 137. */
  chainId?: 1 | 137
  behaviour?: Eip1193TestWalletBehaviour
  /** More kit options (plugins, features, metadata). */
  options?: Partial<AppKitOptions>
  /** Another wallet in place of the EIP-1193 test wallet (e.g. a smart account's), and the address it reports. */
  wallet?: { provider: Parameters<typeof recordRequests>[0]; address: Hex }
}

/**
 * A kit on the sandbox (the real eip155 chain plugin, the provider API) connected to the
 * EIP-1193 test wallet holding `privateKey`, whose requests are recorded. `dispose` destroys both.
 */
export async function connectedEip155Kit(sandbox: Sandbox<'api' | 'evm'>, o: ConnectedEip155KitOptions) {
  const [mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
  const chainId = o.chainId ?? 1
  // Typed as the test wallet: callers passing their own wallet do not use its script().
  const wallet = recordRequests((o.wallet?.provider as ReturnType<typeof createEip1193TestWallet> | undefined) ?? createEip1193TestWallet({ privateKey: o.privateKey, rpcUrls: sandbox.urls.evm, chainId, behaviour: o.behaviour }))
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon] })
  const kit: AppKit = createAppKit({
    projectId: DEFAULT_PROJECT_ID,
    networks: chainId === 1 ? [mainnet, polygon] : [polygon, mainnet],
    endpoints: sandbox.endpoints,
    adapters: [adapter],
    ...o.options,
  })
  const dispose = () => {
    kit.destroy()
    adapter.destroy()
  }
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
  return { kit, c, wallet, address: o.wallet?.address ?? privateKeyToAccount(o.privateKey).address, dispose }
}
