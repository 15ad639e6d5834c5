import type { CaipNetwork, Connector } from '../../kernel/plugin'
import {
  announcedConnector,
  dedupeConnectors,
  externalConnector,
  injectedConnector,
  multisigConnector,
} from './eip155Connectors'
import type { Eip1193Provider, Eip155AdapterOptions, Eip155Window, Eip6963ProviderDetail } from './types'
import { watchAnnouncedProviders, type AnnouncedProviders } from './watchAnnouncedProviders'

export interface ConnectorDiscovery {
  /** Every EVM connector found so far, one per wallet. */
  list(): Connector[]
  /** Calls back with the whole list whenever it changes (late announcements, late window.ethereum, multisig host). */
  watch(onChange: (connectors: Connector[]) => void): () => void
  /** The multisig host app's connector once the handshake settles; undefined outside it. */
  multisig(): Promise<Connector | undefined>
  stop(): void
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'

const defaultWindow = (): Eip155Window | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Eip155Window)

/**
 * Finds the page's EVM wallets without viem: EIP-6963 announcements, the legacy `window.ethereum`,
 * the host's own connectors and, when framed by the multisig host app, its connector.
 */
export function createConnectorDiscovery(options: Eip155AdapterOptions): ConnectorDiscovery {
  const win = options.window ?? defaultWindow()
  const chains: CaipNetwork[] = (options.networks ?? []).filter((n) => n.chainNamespace === 'eip155')
  const listeners = new Set<(connectors: Connector[]) => void>()
  const cleanups: (() => void)[] = []
  let stopped = false
  const notify = () => {
    if (listeners.size === 0) return
    const connectors = list()
    for (const listener of listeners) listener(connectors)
  }

  // Built once per wallet, so the kit and the host see the same connector object each time.
  const announcedCache = new WeakMap<Eip6963ProviderDetail, Connector>()
  const injectedCache = new WeakMap<object, Connector>()
  const external = (options.connectors ?? []).map((c) => externalConnector(c, chains))
  let multisig: Connector | undefined

  let announced: AnnouncedProviders | undefined
  if (win && options.enableEIP6963 !== false) {
    announced = watchAnnouncedProviders(win, notify)
    cleanups.push(() => announced?.stop())
  }
  const injectedEnabled = Boolean(win) && options.enableInjected !== false
  if (win && injectedEnabled) {
    // Extensions that load after the page announce themselves with this event.
    win.addEventListener('ethereum#initialized', notify)
    cleanups.push(() => win.removeEventListener('ethereum#initialized', notify))
  }

  const multisigReady: Promise<Connector | undefined> =
    win && options.multisig?.enabled !== false && win.parent && win.parent !== win
      ? import('./safe/detectMultisigHost')
          .then(({ detectMultisigHost }) =>
            detectMultisigHost(win, { timeoutMs: options.multisig?.timeoutMs ?? 500, allowedOrigins: options.multisig?.allowedOrigins }),
          )
          .then((host) => {
            if (!host) return undefined
            if (stopped) {
              host.close()
              return undefined
            }
            cleanups.push(host.close)
            multisig = multisigConnector(host.provider, chains)
            notify()
            return multisig
          })
          .catch(() => undefined)
      : Promise.resolve(undefined)

  function list(): Connector[] {
    const found: Connector[] = []
    if (multisig) found.push(multisig)
    for (const detail of announced?.get() ?? []) {
      let connector = announcedCache.get(detail)
      if (!connector) announcedCache.set(detail, (connector = announcedConnector(detail, chains)))
      found.push(connector)
    }
    found.push(...external)
    const legacy = injectedEnabled ? win?.ethereum : undefined
    if (isProvider(legacy)) {
      let connector = injectedCache.get(legacy)
      if (!connector) injectedCache.set(legacy, (connector = injectedConnector(legacy, chains)))
      found.push(connector)
    }
    // Announced first: a wallet that is also window.ethereum keeps its own name and icon.
    return dedupeConnectors(found)
  }

  return {
    list,
    watch(onChange) {
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
    multisig: () => multisigReady,
    stop() {
      stopped = true
      listeners.clear()
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}
