import type { DependencyContainer } from './container/tsyringe'
import { createLogger } from './logger/createLogger'
import type { ChainAdapter } from './plugins/chainAdapter'
import type { I18n } from './i18n/createI18n'
import type { CatalogueLoaders } from './i18n/defineMessages'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type TranslatedLocale } from './i18n/locales'
import * as T from './tokens'

const TRANSLATED_LOCALES = SUPPORTED_LOCALES.filter((l): l is TranslatedLocale => l !== DEFAULT_LOCALE)

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
  const unregisterMessages = adapter.messages && c.isRegistered(T.I18N, true) ? registerChainMessages(c.resolve(T.I18N), adapter.messages, config.debug, adapter.namespace) : undefined
  const unregister = c.resolve(T.CHAIN_REGISTRY).register(adapter)
  return () => {
    unregisterMessages?.()
    unregister()
  }
}

/**
 * A chain family's message pack joins the kit's once a translated locale is shown (now or after
 * a `setLocale`): an English page loads neither the i18n runtime nor the pack for it. Each
 * locale's loader imports the family's loader map first, so the pack registers at once and a
 * view's `ready(pack)` waits for the real chunk.
 */
function registerChainMessages(i18n: I18n, messages: NonNullable<ChainAdapter['messages']>, debug: boolean, namespace: string): () => void {
  const logger = createLogger({ debug, prefix: `[airlock:chain:${namespace}]` })
  const loaders: CatalogueLoaders = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, () => messages.load().then((m) => m.default[locale]?.() ?? { default: {} })]),
  )
  const register = () => void i18n.registerPack(messages.pack, loaders).catch((error: unknown) => logger.warn('its messages did not load', error))
  if (i18n.state.getState().locale !== DEFAULT_LOCALE) {
    register()
    return () => {}
  }
  const stop = i18n.state.subscribe((state) => {
    if (state.locale === DEFAULT_LOCALE) return
    stop()
    register()
  })
  return stop
}
