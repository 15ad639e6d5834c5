// A kit paired over the local relay with the WalletConnect test wallet, which signs with a devnet
// key and sends to the EVM devnets: the setup the WalletConnect integration tests that move funds
// share. Nothing may leave the machine (the guard), and a second kit would read the same storage.
import type { Hex } from 'viem'
import { expect } from 'vitest'
import { createAppKit, type AppKit, type AppKitOptions, type CaipNetwork } from '../../../kernel'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../../testing'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../../wallets/walletconnect'
import { blockOutboundConnections } from '../../wallets/walletconnect/blockOutboundConnections'
import { installSharedStorage, serviceOf } from './walletconnectHarness'

export interface DevnetWalletConnect {
  sandbox: Sandbox<'api' | 'evm' | 'relay'>
  wallet: WalletConnectTestWallet
  kit: AppKit
  /** Closes the session, kit, wallet and sandbox, and checks nothing tried to leave the machine. */
  close(): Promise<void>
}

export async function startDevnetWalletConnect(options: {
  name: string
  evmPrivateKey: Hex
  /** The kit's options given its eip155 networks (the devnets): adapters and plugins. */
  kit(networks: [CaipNetwork, ...CaipNetwork[]]): Pick<AppKitOptions, 'adapters' | 'plugins'>
}): Promise<DevnetWalletConnect> {
  const guard = blockOutboundConnections()
  const storage = installSharedStorage()
  const sandbox = await startSandbox({ services: ['api', 'evm', 'relay'] })
  const wallet = await createWalletConnectTestWallet({
    relayUrl: sandbox.relay.url,
    evmPrivateKey: options.evmPrivateKey,
    chains: ['eip155:1', 'eip155:137'],
    evmRpcUrls: sandbox.urls.evm,
  })
  const networks = sandbox.networks.filter((n) => n.chainNamespace === 'eip155') as [CaipNetwork, ...CaipNetwork[]]
  const kit = createAppKit({
    projectId: DEFAULT_PROJECT_ID,
    networks,
    endpoints: sandbox.endpoints,
    features: { analytics: false },
    metadata: { name: options.name, description: 'integration', url: 'http://127.0.0.1', icons: [] },
    ...options.kit(networks),
  })
  await kit.ready()
  return {
    sandbox,
    wallet,
    kit,
    async close() {
      await serviceOf(kit).close().catch(() => undefined)
      kit.destroy()
      await wallet.close()
      await sandbox.close()
      storage.restore()
      guard.restore()
      expect(guard.blocked).toEqual([])
    },
  }
}
