// @vitest-environment jsdom
import { RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUS, definePlugin, FEATURES, KIT_CONTAINER, PLUGIN_HOST, ROUTER, type PluginManifest } from '../../kernel'
import { createTestKit, type TestKit } from '../testing/createTestKit'
import { testViews } from '../testing/testViews'
import { createViewRouter } from './createViewRouter'
import { useRouterState } from './useRouterState'

function ProbeView() {
  const { data } = useRouterState()
  return <p data-testid="probe-view">{data?.email ?? 'no data'}</p>
}

// A plugin behind a flag, as a real one would be; its view module is a thunk like import().
const probe = definePlugin({ id: 'router-probe', feature: 'send', views: { RouterProbe: async () => ({ default: ProbeView }) } })

const kits: TestKit[] = []
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  for (const { kit } of kits.splice(0)) kit.destroy()
  sessionStorage.clear()
})

/** A real kit with the shell's router bound to it, rendered as the modal renders it. */
async function setup(plugins: readonly PluginManifest[] = [testViews, probe]) {
  const t = createTestKit({ plugins })
  kits.push(t)
  await t.kit.ready()
  const c = t.kit[KIT_CONTAINER]
  const kernel = c.resolve(ROUTER)
  const binding = createViewRouter({ router: kernel, host: c.resolve(PLUGIN_HOST), onError: (error, view) => c.resolve(BUS).emit('error', error, `view:${view}`) })
  function Bound() {
    useEffect(() => binding.bind(), [])
    return <RouterProvider router={binding.router} />
  }
  t.render(<Bound />)
  await screen.findByTestId('test-connect-view')
  const features = c.resolve(FEATURES).store
  const setFlag = (on: boolean) => act(() => features.setState((s) => ({ local: { ...s.local, send: on } })))
  const memory = () => ({
    path: binding.router.history.location.pathname,
    index: binding.router.history.location.state.__TSR_index,
  })
  const shown = () => document.querySelector('[data-testid="w3m-router-view"]')?.getAttribute('data-view')
  return { ...t, kernel, router: binding.router, setFlag, memory, shown, bus: c.resolve(BUS) }
}

describe('view router (TanStack on the kernel stack)', () => {
  it('has a route per registered view, and a plugin turned off takes its route away', async () => {
    const { kernel, router, setFlag, memory, shown } = await setup()
    expect(Object.keys(router.routesById).sort()).toEqual(['/Connect', '/Networks', '/RouterProbe', '__root__'])

    setFlag(false)
    await waitFor(() => expect(Object.keys(router.routesById).sort()).toEqual(['/Connect', '/Networks', '__root__']))
    act(() => kernel.push('RouterProbe', { email: 'a@b.c' }))
    expect((await screen.findByTestId('w3m-view-missing')).textContent).toContain('No view named RouterProbe')
    expect(shown()).toBe('RouterProbe')

    setFlag(true)
    await waitFor(() => expect(router.routesById['/RouterProbe']).toBeDefined())
    expect((await screen.findByTestId('probe-view')).textContent).toBe('a@b.c')

    // Turned off while on screen: "missing" at once; the route goes when the router leaves it.
    setFlag(false)
    expect((await screen.findByTestId('w3m-view-missing')).textContent).toContain('No view named RouterProbe')
    expect(screen.queryByTestId('probe-view')).toBeNull()
    act(() => kernel.goBack())
    await screen.findByTestId('test-connect-view')
    expect(memory()).toEqual({ path: '/Connect', index: 0 })
    await waitFor(() => expect(router.routesById['/RouterProbe']).toBeUndefined())
  })

  it('a plugin turned off while the next view still loads leaves no route TanStack still reads', async () => {
    let resolve!: (module: { default: unknown }) => void
    const slow = definePlugin({ id: 'slow', views: { Slow: () => new Promise((r) => (resolve = r)) } })
    const { kernel, router, setFlag, shown } = await setup([testViews, probe, slow])
    const thrown: unknown[] = []
    const onError = (event: ErrorEvent) => void thrown.push(event.error)
    window.addEventListener('error', onError)
    act(() => kernel.push('RouterProbe'))
    await screen.findByTestId('probe-view')
    act(() => kernel.push('Slow'))
    await waitFor(() => expect(shown()).toBe('Slow'))
    setFlag(false)
    await act(async () => undefined)
    await act(async () => resolve({ default: ProbeView }))
    await screen.findByTestId('probe-view')
    await waitFor(() => expect(router.routesById['/RouterProbe']).toBeUndefined())
    act(() => kernel.goBack())
    expect(await screen.findByTestId('w3m-view-missing')).toBeTruthy()
    window.removeEventListener('error', onError)
    expect(thrown).toEqual([])
  })

  it('RTR-01 the memory history pushes, goes back and replaces as the kernel stack does', async () => {
    const { kernel, memory, shown } = await setup()
    expect(memory()).toEqual({ path: '/Connect', index: 0 })

    act(() => kernel.push('Networks'))
    act(() => kernel.push('RouterProbe'))
    expect(memory()).toEqual({ path: '/RouterProbe', index: 2 })
    await screen.findByTestId('probe-view')
    expect(shown()).toBe('RouterProbe')

    act(() => kernel.goBack())
    expect(memory()).toEqual({ path: '/Networks', index: 1 })
    await screen.findByTestId('test-networks-view')
    expect(document.querySelector('[data-testid="w3m-router-view"]')?.getAttribute('data-transition')).toBe('prev')

    // Forward again: a push after back starts from the kernel's top, as a browser would.
    act(() => kernel.push('RouterProbe'))
    expect(memory()).toEqual({ path: '/RouterProbe', index: 2 })
    await screen.findByTestId('probe-view')

    act(() => kernel.replace('Connect'))
    expect(memory()).toEqual({ path: '/Connect', index: 2 })
    act(() => kernel.goBackToIndex(0))
    expect(memory()).toEqual({ path: '/Connect', index: 0 })
    act(() => kernel.reset('Networks'))
    expect(memory()).toEqual({ path: '/Networks', index: 0 })
    await screen.findByTestId('test-networks-view')
    expect(kernel.getState().history.map((e) => e.view)).toEqual(['Networks'])
  })

  it('THEME-08 each view frame keeps the direction it entered from; only a new frame gets the new one', async () => {
    const { kernel, shown } = await setup()
    const changed: string[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records) changed.push(`${(r.target as Element).getAttribute('data-view')}: ${r.oldValue} -> ${(r.target as Element).getAttribute('data-transition')}`)
    })
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-transition'], attributeOldValue: true })
    act(() => kernel.push('Networks'))
    await screen.findByTestId('test-networks-view')
    act(() => kernel.goBack())
    await screen.findByTestId('test-connect-view')
    expect(shown()).toBe('Connect')
    expect(document.querySelector('[data-testid="w3m-router-view"]')?.getAttribute('data-transition')).toBe('prev')
    observer.disconnect()
    // A changed animation-name replays the animation: the view going away must not slide again.
    expect(changed).toEqual([])
  })

  it('shows the skeleton while a view module loads, in the new view frame', async () => {
    let resolve!: (module: { default: unknown }) => void
    const slow = definePlugin({ id: 'slow', views: { Slow: () => new Promise((r) => (resolve = r)) } })
    const { kernel, shown } = await setup([testViews, slow])
    act(() => kernel.push('Slow'))
    await waitFor(() => expect(shown()).toBe('Slow'))
    expect(document.querySelector('[data-view="Slow"] [data-testid="w3m-view-skeleton"]')).not.toBeNull()
    await act(async () => resolve({ default: ProbeView }))
    await screen.findByTestId('probe-view')
    expect(screen.queryByTestId('w3m-view-skeleton')).toBeNull()
  })

  it('shows the skeleton on the first render too, while the first view module loads', async () => {
    let resolve!: (module: { default: unknown }) => void
    const slow = definePlugin({ id: 'slow', views: { Slow: () => new Promise((r) => (resolve = r)) } })
    const t = createTestKit({ plugins: [testViews, slow] })
    kits.push(t)
    await t.kit.ready()
    const c = t.kit[KIT_CONTAINER]
    act(() => c.resolve(ROUTER).reset('Slow'))
    const binding = createViewRouter({ router: c.resolve(ROUTER), host: c.resolve(PLUGIN_HOST), onError: () => undefined })
    t.render(<RouterProvider router={binding.router} />)
    await screen.findByTestId('w3m-view-skeleton')
    expect(document.querySelector('[data-testid="w3m-router-view"]')?.getAttribute('data-view')).toBe('Slow')
    await act(async () => resolve({ default: ProbeView }))
    await screen.findByTestId('probe-view')
  })

  it('a view module that fails to load shows the error component; Try again fetches it again', async () => {
    let calls = 0
    const flaky = definePlugin({
      id: 'flaky',
      views: {
        Flaky: async () => {
          calls++
          // The browser's message for a missing chunk: lazyRouteComponent would reload the page on it.
          if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/flaky.js')
          return { default: ProbeView }
        },
      },
    })
    const { kernel, bus } = await setup([testViews, flaky])
    const errors: [unknown, string | undefined][] = []
    bus.on('error', (error: unknown, context?: string) => void errors.push([error, context]))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    act(() => kernel.push('Flaky'))
    const error = await screen.findByTestId('w3m-view-error')
    expect(error.textContent).toContain('Something went wrong')
    expect(errors.map(([e, context]) => [(e as Error).message, context])).toEqual([['View Flaky could not be loaded', 'view:Flaky']])
    // The host page was not reloaded (lazyRouteComponent marks a reload in sessionStorage first).
    expect(Object.keys(sessionStorage)).toEqual([])

    fireEvent.click(screen.getByTestId('empty-state-button'))
    await screen.findByTestId('probe-view')
    expect(calls).toBe(2)
    expect(errors).toHaveLength(1)
  })

  it('a view that throws while rendering shows the error component, not a blank modal', async () => {
    function Throws(): never {
      throw new Error('boom')
    }
    const broken = definePlugin({ id: 'broken', views: { Broken: async () => ({ default: Throws }) } })
    const { kernel } = await setup([testViews, broken])
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    act(() => kernel.push('Broken'))
    await screen.findByTestId('w3m-view-error')
    act(() => kernel.goBack())
    await screen.findByTestId('test-connect-view')
  })

  it('NAV-01 never scrolls the window nor touches the page URL, history or its scroll restoration', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const before = { href: location.href, length: history.length, restoration: history.scrollRestoration }
    const { kernel } = await setup()
    act(() => kernel.push('Networks'))
    await screen.findByTestId('test-networks-view')
    act(() => kernel.goBack())
    await screen.findByTestId('test-connect-view')
    act(() => kernel.reset('RouterProbe'))
    await screen.findByTestId('probe-view')
    expect(scrollTo).not.toHaveBeenCalled()
    expect({ href: location.href, length: history.length, restoration: history.scrollRestoration }).toEqual(before)
  })
})
