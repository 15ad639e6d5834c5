import { lazyRouteComponent } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { PluginHost } from '../../kernel'

/** A view module that failed to load or has no component; the route's error component shows it. */
export class ViewLoadError extends Error {
  override name = 'ViewLoadError'
  constructor(
    readonly view: string,
    options?: { cause?: unknown },
  ) {
    super(`View ${view} could not be loaded`, options)
  }
}

/**
 * The route component of a registered view: TanStack's lazyRouteComponent over the host's
 * `loadView(name)`, which shares the module promise, so the module is fetched once.
 */
export function lazyViewComponent(host: PluginHost, name: string) {
  return lazyRouteComponent(async (): Promise<{ default: ComponentType }> => {
    let module: { default: unknown } | undefined
    try {
      module = await host.loadView(name)
    } catch (cause) {
      // lazyRouteComponent reloads the whole page on "Failed to fetch dynamically imported
      // module"; that page is the host's (NAV-01), so the error it sees is ours, not the browser's.
      throw new ViewLoadError(name, { cause })
    }
    const component = module?.default
    // React components are functions, or objects for memo/forwardRef.
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new ViewLoadError(name)
    }
    return { default: component as ComponentType }
  })
}
