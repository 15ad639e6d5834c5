import { createContext, useContext, type ReactNode } from 'react'
import { createStore, type Store } from '../../kernel'

/** The modal card's element while it is shown, for the overlay slot to follow. */
export type CardElementStore = Store<{ element: HTMLElement | null }>

const CardElementContext = createContext<CardElementStore | undefined>(undefined)

export const createCardElementStore = (): CardElementStore => createStore<{ element: HTMLElement | null }>({ element: null })

export function CardElementProvider({ store, children }: { store: CardElementStore; children: ReactNode }) {
  return <CardElementContext.Provider value={store}>{children}</CardElementContext.Provider>
}

export const useCardElementStore = () => useContext(CardElementContext)
