import type { AppKitOptions } from './config/options'
import { loadService } from './container/lazyService'
import { createKitContainer } from './container/tsyringe'
import { createPublicApi, type AppKit } from './createPublicApi'
import { registerDefaultKit } from './elements/defaultKit'
import { registerKernelServices } from './registerKernelServices'
import { fillInitialNetworks } from './connection/initialNetworks'
import { hydrateFromStorage } from './ssr/cookieSeed'
import { createStore } from './store/createStore'
import * as T from './tokens'

/**
 * Creates one kit: its own child container, stores and bus (two kits on a page share nothing),
 * then starts it in the background. The instance works headless; the shell renders it.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const c = createKitContainer()
  const lifecycle = createStore({ initialized: false })
  registerKernelServices(c, options, () => lifecycle.getState().initialized)
  // Resolve the config now so a bad option throws here, at the host's call, not later.
  c.resolve(T.CONFIG)

  const cleanups: (() => void)[] = []
  let started: Promise<void> | undefined
  // What open() waits for: the open rules' local inputs (chains, plugins on local features,
  // connectors, networks), not the remote config nor restored sessions (issue 32).
  let markOpenable = () => undefined as void
  const openable = new Promise<void>((resolve) => (markOpenable = resolve))
  // Startup's code is fetched now, not in the host's first bundle; a failed fetch (offline, a
  // redeploy) leaves a usable, disconnected kit, as a failed step of startup does.
  const run = () => {
    // The services behind stand-ins load alongside startup's own code, not one after another.
    const { adapters } = c.resolve(T.CONFIG)
    const services = [T.PLUGIN_HOST, T.CATALOGUE, T.WALLET_CATALOGUE, T.BLOCKCHAIN_API, T.CONNECTION_CONTROLLER, T.MODAL_CONTROLLER, T.SNACKBAR].map((token) => c.resolve<object>(token))
    for (const service of [...services, ...adapters]) void loadService(service)
    void c.resolve(T.ALERTS).preload()
    return import('./startKit').then(
      (m) => m.startKit(c, cleanups, markOpenable),
      (error: unknown) => {
        c.resolve(T.BUS).emit('error', error, 'startup')
        c.resolve(T.LOGGER).error('startup failed', error)
      },
    )
  }
  const ready = () =>
    (started ??= run().finally(() => {
      markOpenable()
      lifecycle.setState({ initialized: true })
    }))
  const whenOpenable = () => (void ready(), openable)

  const kit = createPublicApi(c, {
    state: lifecycle,
    ready,
    openable: whenOpenable,
    destroy: () => {
      for (const cleanup of cleanups.splice(0)) cleanup()
      c.resolve(T.PLUGIN_HOST).dispose()
      for (const hook of [...c.resolve(T.KIT_HOOKS).destroy.list()].reverse()) hook()
      // Bound by startup; a kit destroyed before its startup code arrived has none.
      if (c.isRegistered(T.TELEMETRY)) c.resolve(T.TELEMETRY).dispose()
      c.resolve(T.ROUTER).dispose()
      c.resolve(T.MODAL).dispose()
      c.resolve(T.SNACKBAR).dispose()
      c.resolve(T.WALLET_CATALOGUE).dispose()
      c.resolve(T.CATALOGUE).releaseImages()
    },
  })
  c.register(T.APPKIT, { useValue: kit })
  c.register(T.STARTUP, { useValue: { openable: whenOpenable, ready } })
  // A browser kit on the cookie storage starts from the cookie the server rendered from, before
  // anything paints from it: the <appkit-*> elements get defined before React hydrates, and
  // would show "Connect Wallet" until <AppKitProvider initialState> gave it the state (issue 31).
  if (typeof document !== 'undefined') hydrateFromStorage(kit, options.storage)
  // The starting networks are known now, not after startup: a button drawn before startup (the
  // elements, a server render) names the network it will keep, at the size it will keep.
  fillInitialNetworks({ networks: c.resolve(T.NETWORKS_STORE), connection: c.resolve(T.CONNECTION_STORE) }, c.resolve(T.CONFIG))
  // The newest kit drives the <appkit-*> elements (html-core build).
  cleanups.push(registerDefaultKit(kit))
  // In a browser those elements get defined: loaded with import() so hosts that never
  // use them pay nothing up front, and never at import time, so server rendering stays untouched.
  // The import lives here, not in defaultKit.ts: the elements import defaultKit.ts themselves,
  // and a module that import()s a chunk which imports it back kept rolldown (Vite 8) from
  // merging it into the host's entry chunk.
  if (typeof customElements !== 'undefined') {
    void import('./elements/defineAppKitElements').then((m) => m.defineAppKitElements()).catch(() => undefined)
  }
  void ready()
  return kit
}
