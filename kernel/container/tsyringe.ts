// Every kernel module takes tsyringe from here: the Reflect shim must run before tsyringe loads,
// and ESM runs a module's imports in the order they are written.
import { REFLECT_SHIM_INSTALLED } from './reflectShim'
import { container, instanceCachingFactory, Lifecycle, type DependencyContainer } from 'tsyringe'

export { instanceCachingFactory, Lifecycle }
export type { DependencyContainer, InjectionToken } from 'tsyringe'

/** A new child container for one kit. It reads the shim's flag so no bundler drops the shim. */
export function createKitContainer(): DependencyContainer {
  void REFLECT_SHIM_INSTALLED
  return container.createChildContainer()
}
