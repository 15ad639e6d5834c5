import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PluginHost } from '../../kernel'

const cache = new WeakMap<PluginHost, Map<string, LazyExoticComponent<ComponentType>>>()

/**
 * A React.lazy component for a registered view, one per plugin host and view name, so React
 * keeps it across renders and the module is fetched once (the host shares the promise).
 */
export function lazyView(host: PluginHost, name: string): LazyExoticComponent<ComponentType> {
  let views = cache.get(host)
  if (!views) cache.set(host, (views = new Map()))
  let view = views.get(name)
  if (!view) {
    view = lazy(async () => {
      const module = await host.loadView(name)
      if (!module || typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new Error(`View ${name} has no default export`)
      }
      return { default: module.default as ComponentType }
    })
    views.set(name, view)
  }
  return view
}
