import { createMemoryHistory, createRouter, type AnyRouter } from '@tanstack/react-router'
import type { Router as KernelRouter, PluginHost, RouterState } from '../../kernel'
import { createViewRouteTree } from './createViewRouteTree'
import { stackSteps, type StackStep } from './stackSteps'
import { pathOf, viewOf } from './viewPaths'

export interface ViewRouterDeps {
  router: KernelRouter
  host: PluginHost
  onError(error: unknown, view: string): void
  /** Start on this view rather than the kernel's current stack (a card prerendered for the next open). */
  initialView?: string
}

const pathsOf = (state: RouterState) => state.history.map((entry) => pathOf(entry.view))

/**
 * A TanStack router on a memory history, driven one way by the kernel: the kernel's router owns
 * the view stack and its rules, the memory history replays it (push, back, replace), and the
 * route tree follows the plugin registry (a route per registered view). The page URL and the
 * browser history are never touched (NAV-01).
 */
export function createViewRouter({ router: kernelRouter, host, onError, initialView }: ViewRouterDeps) {
  const treeOf = createViewRouteTree({ host, onError })
  let views = host.registry.getState().views
  let mirrored = initialView ? [pathOf(initialView)] : pathsOf(kernelRouter.getState())
  const history = createMemoryHistory({ initialEntries: [...mirrored] })
  const router: AnyRouter = createRouter({ routeTree: treeOf(views), history, caseSensitive: true })
  // TanStack scrolls the *window* to the top after each navigation it renders, and the window
  // is the host's. A scrollRestoration predicate that says no skips that for every render. It is
  // set after creation on purpose: given to createRouter, it would also switch the page's
  // history.scrollRestoration to manual and listen to the page's scrolls.
  router.update({ ...router.options, scrollRestoration: () => false })

  const step = (s: StackStep) => {
    if ('go' in s) history.go(s.go)
    else if ('replace' in s) history.replace(s.replace, undefined)
    else history.push(s.push, undefined)
  }
  const followStack = () => {
    const next = pathsOf(kernelRouter.getState())
    for (const s of stackSteps(mirrored, next)) step(s)
    mirrored = next
  }
  // Routes TanStack still reads: the matches on screen and those of the last resolved location
  // (a view still loading is presented over it).
  const inUse = () => {
    const { matches, resolvedLocation } = router.state
    const ids = new Set(matches.map((match) => match.routeId as string))
    if (resolvedLocation) ids.add(resolvedLocation.pathname)
    return ids
  }
  let gone: string[] = []
  const rebuild = () => {
    const presented = inUse()
    const routed = Object.keys(router.routesById).map(viewOf)
    gone = routed.filter((name) => !(name in views) && presented.has(pathOf(name)))
    router.update({ ...router.options, routeTree: treeOf(views, gone) })
    // Re-match the current view: its route may have just appeared or gone.
    void router.invalidate()
  }
  // Plugins register their views one by one; one rebuild per task covers a whole activation.
  let scheduled = false
  const followRegistry = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      const next = host.registry.getState().views
      if (next === views) return
      const changed = Object.keys(next).length !== Object.keys(views).length || Object.entries(next).some(([name, load]) => views[name] !== load)
      views = next
      if (changed) rebuild()
    })
  }
  // A route kept for a presented view that went away is dropped once the router has left it.
  const pruneGone = () => {
    if (gone.length === 0) return
    const presented = inUse()
    if (!gone.some((name) => presented.has(pathOf(name)))) rebuild()
  }

  return {
    router,
    /** Starts following the kernel and the registry; returns the stop function (an effect's cleanup). */
    bind(): () => void {
      followStack()
      followRegistry()
      const stops = [kernelRouter.subscribe(followStack), host.registry.subscribe(followRegistry), router.subscribe('onResolved', pruneGone)]
      return () => stops.forEach((stop) => stop())
    },
  }
}

export type ViewRouter = ReturnType<typeof createViewRouter>['router']
