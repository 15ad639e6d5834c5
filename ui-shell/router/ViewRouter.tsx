import { RouterProvider } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useState } from 'react'
import { BUS, PLUGIN_HOST, ROUTER } from '../../kernel'
import { useService } from '../kit/useService'
import { onceCardShown, useCardElementStore } from '../slots/cardElement'
import { createViewRouter } from './createViewRouter'

export type ViewRouterBinding = ReturnType<typeof createViewRouter>

/** A binding made (and loaded) ahead of the render, for a card prerendered hidden (ModalCard). */
export const PreparedViewRouter = createContext<ViewRouterBinding | undefined>(undefined)

/** Makes the kit's view router binding: TanStack on a memory history, following the kernel router. */
export function useViewRouterFactory(): (initialView?: string) => ViewRouterBinding {
  const router = useService(ROUTER)
  const host = useService(PLUGIN_HOST)
  const bus = useService(BUS)
  return (initialView) => createViewRouter({ router, host, initialView, onError: (error, view) => bus.emit('error', error, `view:${view}`) })
}

/** Renders the kernel router's current view through TanStack Router. */
export function ViewRouter() {
  const prepared = useContext(PreparedViewRouter)
  const create = useViewRouterFactory()
  const [binding] = useState(() => prepared ?? create())
  // A card prerendered for the next open keeps that view until it shows: closed, the kernel rests
  // on Connect (RTR-13), and following it would swap a prerendered WalletConnect view for Connect
  // only to swap it back, remounted, at the open (issue 32).
  const cardStore = useCardElementStore()
  useEffect(() => {
    let unbind: (() => void) | undefined
    const stopWaiting = onceCardShown(cardStore, () => (unbind = binding.bind()))
    return () => {
      stopWaiting()
      unbind?.()
    }
  }, [binding, cardStore])
  return <RouterProvider router={binding.router} />
}
