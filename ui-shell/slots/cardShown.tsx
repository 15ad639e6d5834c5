import { createContext, useContext, type ReactNode } from 'react'
import { createStore, type Store } from '../../kernel'

/** Whether the modal card has shown (a card prerendered live is in the tree before it shows). */
export type CardShownStore = Store<{ shown: boolean }>

const CardShownContext = createContext<CardShownStore | undefined>(undefined)

export const createCardShownStore = (): CardShownStore => createStore<{ shown: boolean }>({ shown: false })

export function CardShownProvider({ store, children }: { store: CardShownStore; children: ReactNode }) {
  return <CardShownContext.Provider value={store}>{children}</CardShownContext.Provider>
}

/** The card's store; undefined outside a modal card (then it counts as shown). */
export const useCardShownStore = () => useContext(CardShownContext)

/**
 * Runs `task` once the card has shown (at once if it has, or outside a card); returns the cancel.
 * For effects that fetch for the visitor: a live prerender (issue 32) is no open. No state: the
 * reveal re-renders nothing that waits here.
 */
export function onceCardShown(store: CardShownStore | undefined, task: () => void): () => void {
  if (!store || store.getState().shown) {
    task()
    return () => undefined
  }
  const unsubscribe = store.subscribe((state) => {
    if (!state.shown) return
    unsubscribe()
    task()
  })
  return unsubscribe
}
