// Every kernel module takes tsyringe from here: the Reflect shim must run before tsyringe loads,
// and ESM runs a module's imports in the order they are written.
// `#tsyringe` (package.json "imports"): bundlers get tsyringe's ES2015 build, which the host's
// bundler would not pick by itself ("module" is its ES5 build, with tslib's helpers: 1.4 kB gz
// more in the host's first chunk); Node gets the package's own entry, whose ES2015 files it
// could not load (directory imports).
import { REFLECT_SHIM_INSTALLED } from './reflectShim'
import { container, instanceCachingFactory, Lifecycle, type DependencyContainer } from '#tsyringe'

export { instanceCachingFactory, Lifecycle }
export type { DependencyContainer, InjectionToken } from '#tsyringe'

/** A new child container for one kit. */
export function createKitContainer(): DependencyContainer {
  // A real read of the shim's result: this package is sideEffects-free, so a bundler would drop
  // a shim module nothing reads (Vite 8 did), and tsyringe would throw at page start.
  if (!REFLECT_SHIM_INSTALLED && typeof (Reflect as { getMetadata?: unknown }).getMetadata !== 'function') {
    throw new Error('The Reflect metadata API is missing')
  }
  return container.createChildContainer()
}
