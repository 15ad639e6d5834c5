import { useEffect } from 'react'
import { PLUGIN_HOST, WALLET_CATALOGUE } from '../../../kernel'
import { useService } from '../../components'
import { whenIdle } from '../../scheduling/whenIdle'
import { fetchFirstPage } from '../allWallets/fetchFirstPage'

/**
 * While Connect shows an "All Wallets" row: once the browser is idle, fetches that view's code
 * and the catalogue's first page with its first images, so the click opens the list without waiting for a chunk or a
 * request (issue 13). The view itself asks for the same page only when it is still missing.
 */
export function useWarmAllWallets(shown: boolean): void {
  const host = useService(PLUGIN_HOST)
  const catalogue = useService(WALLET_CATALOGUE)
  useEffect(() => {
    if (!shown) return
    let live = true
    const warm = () => {
      host.loadView('AllWallets')?.catch(() => undefined)
      void fetchFirstPage(catalogue, () => live)
    }
    const cancel = whenIdle(warm, 2000)
    return () => {
      live = false
      cancel()
    }
  }, [shown, host, catalogue])
}
