import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ComponentLoader } from '../../kernel'

const cache = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType<any>>>()

/**
 * A React.lazy component for a slot entry's loader, one per loader, so React keeps it across
 * renders and the module is fetched once.
 */
export function lazyComponent<P extends object>(load: ComponentLoader): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load)
  if (!component) {
    component = lazy(async () => {
      const module = await load()
      if (typeof module.default !== 'function' && typeof module.default !== 'object') throw new Error('A slot component module has no default export')
      return { default: module.default as ComponentType<any> }
    })
    cache.set(load, component)
  }
  return component as LazyExoticComponent<ComponentType<P>>
}
