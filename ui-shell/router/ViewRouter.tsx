import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { BUS, PLUGIN_HOST, ROUTER } from '../../kernel'
import { useService } from '../kit/useService'
import { createViewRouter } from './createViewRouter'

/** Renders the kernel router's current view through TanStack Router. */
export function ViewRouter() {
  const router = useService(ROUTER)
  const host = useService(PLUGIN_HOST)
  const bus = useService(BUS)
  const [binding] = useState(() => createViewRouter({ router, host, onError: (error, view) => bus.emit('error', error, `view:${view}`) }))
  useEffect(() => binding.bind(), [binding])
  return <RouterProvider router={binding.router} />
}
