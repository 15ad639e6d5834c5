// The slice of @walletconnect/universal-provider the plugin uses, typed structurally so only
// `loadUniversalProvider` touches the package (and only through import()).

export interface WcSessionNamespace {
  chains?: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

export interface WcSession {
  topic: string
  namespaces: Record<string, WcSessionNamespace>
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  peer: { metadata: { name: string; description?: string; url?: string; icons: string[] } }
}

export interface WcSubProvider {
  getDefaultChain(): string
}

/** What the plugin calls on a UniversalProvider (2.25). */
export interface UniversalProviderLike {
  session?: WcSession
  namespaces?: Record<string, unknown>
  rpcProviders: Record<string, WcSubProvider | undefined>
  client?: {
    core: {
      relayer: {
        transportClose(): Promise<void>
        provider?: { connection?: { url?: string } }
        on?(event: string, listener: () => void): unknown
        off?(event: string, listener: () => void): unknown
      }
      heartbeat: { stop(): void }
      customStoragePrefix?: string
      /** Sign-client internals used to end abandoned proposals early (abandonPendingProposals.ts). */
      expirer?: { set(target: string | number, expiry: number): void }
    }
    proposal?: { getAll(): { id: number; pairingTopic?: string }[] }
    formatAuthMessage?(args: { request: unknown; iss: string }): string
  }
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string, expiry?: number): Promise<T>
  connect(opts: { optionalNamespaces?: Record<string, unknown>; namespaces?: Record<string, unknown>; pairingTopic?: string }): Promise<WcSession | undefined>
  authenticate(opts: Record<string, unknown>): Promise<{ session?: WcSession; auths?: WcAuth[] }>
  disconnect(): Promise<void>
  /** Drops the pairings no session came of (deletePairings: now, through the expirer). */
  cleanupPendingPairings?(opts?: { deletePairings?: boolean }): Promise<void>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: (...args: any[]) => void): void
  off(event: string, listener: (...args: any[]) => void): void
  removeListener(event: string, listener: (...args: any[]) => void): void
  events: { prependListener?(event: string, listener: (...args: any[]) => void): unknown }
}

/** A CACAO from one-click auth: payload `p` (with `iss` did:pkh), signature `s`. */
export interface WcAuth {
  p: Record<string, unknown> & { iss: string; aud?: string; version?: string }
  s: { s: string; t?: string }
  h?: unknown
}
