import type { DependencyContainer } from './container/tsyringe'
import { createLogger } from './logger/createLogger'
import type { ChainAdapter } from './plugins/chainAdapter'
import * as T from './tokens'

/** Registers a chain adapter (host-given or plugin-registered), first telling it the config parts it needs. */
export function registerAdapter(c: DependencyContainer, adapter: ChainAdapter): () => void {
  const config = c.resolve(T.CONFIG)
  adapter.configure?.({
    projectId: config.projectId,
    endpoints: config.endpoints,
    networks: config.networks.filter((n) => n.chainNamespace === adapter.namespace),
    enableEIP6963: config.enableEIP6963,
    enableInjected: config.enableInjected,
    // Labelled like a plugin's (`[airlock:<id>]`), so a console line says which family wrote it.
    logger: createLogger({ debug: config.debug, prefix: `[airlock:chain:${adapter.namespace}]` }),
    kit: c.isRegistered(T.APPKIT, true) ? c.resolve(T.APPKIT) : undefined,
  })
  // The family's error words load beside it; a pack that fails to load leaves them in English.
  const { messages } = adapter
  if (messages && c.isRegistered(T.I18N, true)) {
    const logger = createLogger({ debug: config.debug, prefix: `[airlock:chain:${adapter.namespace}]` })
    void messages
      .load()
      .then((m) => c.resolve(T.I18N).registerPack(messages.pack, m.default))
      .catch((error: unknown) => logger.warn('its messages did not load', error))
  }
  return c.resolve(T.CHAIN_REGISTRY).register(adapter)
}
