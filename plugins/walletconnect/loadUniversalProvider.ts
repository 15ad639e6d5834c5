import type { Metadata } from '../../kernel/plugin'
import type { KeyValueStorage } from './createKitKeyValueStorage'
import type { UniversalProviderLike } from './types'
import { createQuietLogger } from './quietLogger'
import { releaseAnsweredRequests } from './releaseAnsweredRequests'

export interface LoadUniversalProviderOptions {
  projectId: string
  metadata: Metadata | undefined
  /** `endpoints.relay`: a pairing URI does not carry the relay, so the wallet must use the same one. */
  relayUrl: string
  /** WalletConnect Core is a per-prefix global singleton: two kits in one page need two prefixes. */
  storagePrefix: string
  storage: KeyValueStorage
  debug: boolean
  /** `endpoints.verify`: where the dapp's attestation frame loads from. */
  verifyUrl?: string
}

const EMPTY_METADATA: Metadata = { name: '', description: '', url: '', icons: [] }

/**
 * Imports @walletconnect/universal-provider (only now: it is the heaviest thing the kit loads)
 * and starts it the way that keeps it on the configured services: our relay, no telemetry, no
 * provider ping, our storage.
 */
export async function loadUniversalProvider(options: LoadUniversalProviderOptions): Promise<UniversalProviderLike> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    metadata: options.metadata ? { ...options.metadata, icons: [...options.metadata.icons] } : EMPTY_METADATA,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix,
    storage: options.storage,
    telemetryEnabled: false,
    disableProviderPing: true,
    // An object, not a level name: a name makes every client keep a log buffer of up to 1 MB (quietLogger.ts).
    logger: createQuietLogger(Boolean(options.debug)) as never,
  })
  // In a browser, Core's verify client loads a hidden attestation frame from a fixed host before
  // each pairing and waits up to 5 s for it. Core has no option for that host, so the field is
  // set here: the frame then follows `endpoints` (the sandbox answers it at once).
  const verify = (provider as unknown as { client?: { core?: { verify?: { verifyUrlV3?: string } } } }).client?.core?.verify
  if (verify && options.verifyUrl) verify.verifyUrlV3 = options.verifyUrl
  const wrapped = provider as unknown as UniversalProviderLike
  // Lives as long as the provider: the relayer and its listener go with it.
  releaseAnsweredRequests(wrapped)
  return wrapped
}

/** Closes the relay socket and the heartbeat (which would keep Node alive), and forgets the global Core. */
export async function closeUniversalProvider(provider: UniversalProviderLike): Promise<void> {
  const core = provider.client?.core
  if (!core) return
  await core.relayer.transportClose().catch(() => undefined)
  core.heartbeat.stop()
  const prefix = (core.customStoragePrefix ?? '').replace(/^:/, '')
  const globals = globalThis as Record<string, unknown>
  delete globals[`_walletConnectCore_${prefix}`]
  delete globals[`_walletConnectCore_${prefix}_count`]
}
