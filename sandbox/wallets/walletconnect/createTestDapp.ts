import { UniversalProvider } from '@walletconnect/universal-provider'
import { createMemoryStorage } from './createMemoryStorage'

export type TestDapp = {
  provider: InstanceType<typeof UniversalProvider>
  /** Resolves with the URI the provider shows (its display_uri event). */
  nextUri(): Promise<string>
  close(): Promise<void>
}

/**
 * The dapp side of a WalletConnect round trip, set up the way the kit must set it up to stay
 * offline: local relay on both sides, telemetry off, no provider ping, in-memory storage.
 */
export async function createTestDapp(opts: { relayUrl: string; storagePrefix?: string }): Promise<TestDapp> {
  const storagePrefix = opts.storagePrefix ?? `airlock-wc-dapp-${crypto.randomUUID()}`
  const provider = await UniversalProvider.init({
    projectId: 'sandbox',
    relayUrl: opts.relayUrl,
    customStoragePrefix: storagePrefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
    metadata: { name: 'Airlock test dapp', description: 'sandbox', url: 'http://127.0.0.1', icons: [] },
  })
  return {
    provider,
    nextUri: () => new Promise((resolve) => provider.once('display_uri', resolve)),
    async close() {
      await provider.client.core.relayer.transportClose()
      provider.client.core.heartbeat.stop()
      const globals = globalThis as Record<string, unknown>
      delete globals[`_walletConnectCore_${storagePrefix}`]
      delete globals[`_walletConnectCore_${storagePrefix}_count`]
    },
  }
}
