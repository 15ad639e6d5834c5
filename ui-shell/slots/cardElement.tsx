import { createContext, useContext, type ReactNode } from 'react'
import { createStore, type Store } from '../../kernel'

/** The modal card's element while it is shown, for the overlay slot to follow (null otherwise). */
export type CardElementStore = Store<{ element: HTMLElement | null }>

const CardElementContext = createContext<CardElementStore | undefined>(undefined)

export const createCardElementStore = (): CardElementStore => createStore<{ element: HTMLElement | null }>({ element: null })

export function CardElementProvider({ store, children }: { store: CardElementStore; children: ReactNode }) {
  return <CardElementContext.Provider value={store}>{children}</CardElementContext.Provider>
}

export const useCardElementStore = () => useContext(CardElementContext)

/**
 * Runs `task` once the card shows (at once if it does, or outside a modal card); returns the
 * cancel. For effects that fetch for the visitor: a card prerendered live (issue 32) is in the
 * tree before any open, with no element published. No state: the reveal re-renders nothing here.
 */
export function onceCardShown(store: CardElementStore | undefined, task: () => void): () => void {
  if (!store || store.getState().element) {
    task()
    return () => undefined
  }
  const unsubscribe = store.subscribe((state) => {
    if (!state.element) return
    unsubscribe()
    task()
  })
  return unsubscribe
}
