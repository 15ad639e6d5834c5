import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import type { Router as KernelRouter } from '../../kernel'
import { ViewRoute } from './ViewRoute'

const pathOf = (view: string) => `/${encodeURIComponent(view)}`

/**
 * A TanStack router on a memory history, driven one way by the kernel's router store: the
 * kernel decides which view is shown, this only renders it. The page URL and the browser
 * history are never touched (NAV-01).
 */
export function createViewRouter(kernelRouter: KernelRouter) {
  const rootRoute = createRootRoute({ component: Outlet })
  const viewRoute = createRoute({ getParentRoute: () => rootRoute, path: '$view', component: ViewRoute })
  const router = createRouter({
    routeTree: rootRoute.addChildren([viewRoute]),
    history: createMemoryHistory({ initialEntries: [pathOf(kernelRouter.getState().view)] }),
  })
  // TanStack resets the *window's* scroll after every render of a navigation (scroll.n), which
  // would jump the host page to the top on each open. The option exists per navigation only
  // (resetScroll), so the first render's flag is cleared here; NAV-01 tests check the page stays put.
  ;(router as unknown as { _scroll?: { n: boolean } })._scroll!.n = false

  const follow = () => {
    const { view } = kernelRouter.getState()
    if (router.state.location.pathname === pathOf(view)) return
    // replace: the kernel keeps the stack; the memory history only mirrors its top.
    void router.navigate({ to: '/$view', params: { view }, replace: true, resetScroll: false })
  }
  return {
    router,
    /** Starts following the kernel; returns the stop function (an effect's cleanup). */
    bind(): () => void {
      follow()
      return kernelRouter.subscribe(follow)
    },
  }
}

export type ViewRouter = ReturnType<typeof createViewRouter>['router']
