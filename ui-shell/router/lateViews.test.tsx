// @vitest-environment jsdom
import { RouterProvider } from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BUS, KIT_CONTAINER, PLUGIN_HOST, ROUTER } from '../../kernel'
import { createTestKit, type TestKit } from '../testing/createTestKit'
import { testViews } from '../testing/testViews'
import { createViewRouter } from './createViewRouter'

const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  for (const { kit } of kits.splice(0)) kit.destroy()
})

describe('view router before startup', () => {
  it('renders the current view once its plugin registers it, when the modal opened before any view was registered', async () => {
    const t = createTestKit({ plugins: [testViews] })
    kits.push(t)
    const c = t.kit[KIT_CONTAINER]
    // Opened at once, as a host calling open() right after createAppKit: no view is registered yet.
    expect(Object.keys(c.resolve(PLUGIN_HOST).registry.getState().views)).toEqual([])
    const binding = createViewRouter({ router: c.resolve(ROUTER), host: c.resolve(PLUGIN_HOST), onError: (error, view) => c.resolve(BUS).emit('error', error, `view:${view}`) })
    function Bound() {
      useEffect(() => binding.bind(), [])
      return <RouterProvider router={binding.router} />
    }
    t.render(<Bound />)
    await t.kit.ready()
    expect(await screen.findByTestId('test-connect-view')).toBeTruthy()
  })
})
