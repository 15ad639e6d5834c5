import { createRootRoute, createRoute, type AnyRoute } from '@tanstack/react-router'
import type { PluginHost, ViewLoader } from '../../kernel'
import { lazyViewComponent } from './lazyViewComponent'
import { ViewError } from './ViewError'
import { ViewFrame } from './ViewFrame'
import { ViewMissing } from './ViewMissing'
import { isRoutableView } from './viewPaths'
import { ViewSkeleton } from './ViewSkeleton'

export interface ViewRouteTreeDeps {
  host: PluginHost
  /** A view that failed to load or threw while rendering (reported on the kit's bus). */
  onError(error: unknown, view: string): void
}

/**
 * Builds route trees from the registry's views: a root (the frame, and "missing" for a view
 * nobody registered) with one lazy route per view. Components are kept per name and loader
 * across rebuilds, so a plugin coming or going never reloads or remounts the other views.
 */
export function createViewRouteTree({ host, onError }: ViewRouteTreeDeps) {
  const components = new Map<string, { loader: ViewLoader; component: ReturnType<typeof lazyViewComponent> }>()

  const componentOf = (name: string, loader: ViewLoader) => {
    let entry = components.get(name)
    if (!entry || entry.loader !== loader) {
      entry = { loader, component: lazyViewComponent(host, name) }
      components.set(name, entry)
    }
    return entry.component
  }

  /**
   * `gone`: views no longer registered whose route is still on screen. TanStack cannot drop the
   * route of a presented match (its next load reads the route's options), so each keeps a route
   * that shows "missing" until the router has left it.
   */
  return (views: Readonly<Record<string, ViewLoader>>, gone: readonly string[] = []): AnyRoute => {
    // A new root each time: the router rebuilds its tree only when the root object changes.
    const root = createRootRoute({ component: ViewFrame, notFoundComponent: ViewMissing })
    const missing = gone.map((name) => createRoute({ getParentRoute: () => root, path: name, component: ViewMissing }))
    const children = Object.entries(views)
      .filter(([name]) => isRoutableView(name))
      .map(([name, loader]) =>
        createRoute({
          getParentRoute: () => root,
          path: name,
          component: componentOf(name, loader),
          pendingComponent: ViewSkeleton,
          errorComponent: ViewError,
          onCatch: (error) => onError(error, name),
          // The kernel has already moved to this view (header, back button): show its skeleton
          // at once, as Suspense did, rather than keeping the old view up for a second.
          pendingMs: 0,
          pendingMinMs: 0,
        }),
      )
    for (const name of components.keys()) if (!(name in views)) components.delete(name)
    return root.addChildren([...children, ...missing])
  }
}
