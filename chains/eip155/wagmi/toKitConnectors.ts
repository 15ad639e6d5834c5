import type { Config, CreateConnectorFn } from '@wagmi/core'
import type { Connector, RequestProvider } from '../../../kernel/plugin'

type Listener = (...args: never[]) => void
type EventfulProvider = RequestProvider & {
  on?(event: string, listener: Listener): void
  removeListener?(event: string, listener: Listener): void
}

/**
 * The host's own wagmi connectors (AppKit's `connectors` option) as the kit's EXTERNAL wallets:
 * the modal lists them, connecting one goes through the kit like any wallet, and wagmi follows
 * through the kit connector. They are set up on the wagmi config but not listed in it, so wagmi's
 * reconnect never connects one behind the kit's back. The provider is wagmi's, fetched on first
 * use: the kit needs the connector at startup (to restore a session), wagmi hands the provider
 * out asynchronously.
 */
export function toKitConnectors(config: Config, connectors: readonly CreateConnectorFn[]): Connector[] {
  return connectors.map((fn) => {
    const connector = config._internal.connectors.setup(fn)
    let provider: Promise<EventfulProvider> | undefined
    const wallet = () =>
      (provider ??= connector.getProvider().then((p) => {
        if (!p || typeof (p as RequestProvider).request !== 'function') throw new Error(`${connector.name} is not available`)
        return p as EventfulProvider
      }))
    const lazy: EventfulProvider = {
      request: async (args) => (await wallet()).request(args),
      on: (event, listener) => void wallet().then((p) => p.on?.(event, listener), () => undefined),
      removeListener: (event, listener) => void wallet().then((p) => p.removeListener?.(event, listener), () => undefined),
    }
    return { id: connector.id, name: connector.name, type: 'EXTERNAL', chain: 'eip155', imageUrl: connector.icon, provider: lazy }
  })
}
