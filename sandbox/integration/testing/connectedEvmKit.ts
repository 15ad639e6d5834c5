// A headless kit connected on devnet chain 1 through the EIP-1193 test wallet (recorded), the way
// a visitor's browser wallet would connect: the plugin integration tests start from here.
import type { Hex } from 'viem'
import { eip155Adapter } from '../../../chains/eip155'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, createAppKit, type AppKit, type AppKitOptions, type CaipNetwork } from '../../../kernel'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, type Sandbox } from '../../testing'
import { recordRequests } from './recordRequests'

export interface ConnectedEvmKit {
  kit: AppKit
  c: AppKit[typeof KIT_CONTAINER]
  wallet: ReturnType<typeof recordRequests<ReturnType<typeof createEip1193TestWallet>>>
  address: string
  /** Destroys the kit and the chain plugin. */
  close(): void
}

/** Devnet account `key` (an index into the sandbox's accounts, or a key of its own) connected with `plugins`. */
export async function connectedEvmKit(
  sandbox: Sandbox<'api' | 'evm'>,
  key: number | { privateKey: Hex; address: string },
  plugins: AppKitOptions['plugins'],
): Promise<ConnectedEvmKit> {
  const account = typeof key === 'number' ? sandbox.accounts.evm[key]! : key
  const [mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
  const wallet = recordRequests(createEip1193TestWallet({ privateKey: account.privateKey as Hex, rpcUrls: sandbox.urls.evm, chainId: 1 }))
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon] })
  const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapter], plugins })
  const close = () => {
    kit.destroy()
    adapter.destroy()
  }
  try {
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector('airlock-test', 'eip155')! })
    return { kit, c, wallet, address: account.address, close }
  } catch (error) {
    close()
    throw error
  }
}
