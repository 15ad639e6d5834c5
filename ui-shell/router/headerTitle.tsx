import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { createStore, type Store } from '../../kernel'

/** A title a view sets for the header, overriding the core title of its view name. */
export type HeaderTitleStore = Store<{ title: string | undefined }>

const HeaderTitleContext = createContext<HeaderTitleStore | undefined>(undefined)

export const createHeaderTitleStore = (): HeaderTitleStore => createStore<{ title: string | undefined }>({ title: undefined })

export function HeaderTitleProvider({ store, children }: { store: HeaderTitleStore; children: ReactNode }) {
  return <HeaderTitleContext.Provider value={store}>{children}</HeaderTitleContext.Provider>
}

export const useHeaderTitleStore = () => useContext(HeaderTitleContext)

/**
 * Sets the modal header's title while the calling view is shown (e.g. the wallet's name on
 * ConnectingExternal). Without it the header shows the core title for the view name.
 */
export function useHeaderTitle(title: string | undefined): void {
  const store = useContext(HeaderTitleContext)
  useEffect(() => {
    if (!store) return
    store.setState({ title })
    return () => store.setState({ title: undefined })
  }, [store, title])
}
