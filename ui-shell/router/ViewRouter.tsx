import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ROUTER } from '../../kernel'
import { useService } from '../kit/useService'
import { createViewRouter } from './createViewRouter'

/** Renders the kernel router's current view through TanStack Router. */
export function ViewRouter() {
  const kernelRouter = useService(ROUTER)
  const [binding] = useState(() => createViewRouter(kernelRouter))
  useEffect(() => binding.bind(), [binding])
  return <RouterProvider router={binding.router} />
}
