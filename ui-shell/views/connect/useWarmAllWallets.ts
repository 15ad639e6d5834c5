import { useEffect } from 'react'
import { PLUGIN_HOST, WALLET_CATALOGUE } from '../../../kernel'
import { useService } from '../../components'
import { whenIdle } from '../../scheduling/whenIdle'
import { onceCardShown, useCardElementStore } from '../../slots/cardElement'
import { fetchFirstPage } from '../allWallets/fetchFirstPage'

/**
 * While Connect shows an "All Wallets" row: once the browser is idle, fetches that view's code
 * and the catalogue's first page with its first images, so the click opens the list without waiting for a chunk or a
 * request (issue 13). The view itself asks for the same page only when it is still missing. Not
 * before the card shows: a Connect card prerendered live (issue 32) is no open.
 */
export function useWarmAllWallets(offered: boolean): void {
  const host = useService(PLUGIN_HOST)
  const catalogue = useService(WALLET_CATALOGUE)
  const card = useCardElementStore()
  useEffect(() => {
    if (!offered) return
    let live = true
    const warm = () => {
      host.loadView('AllWallets')?.catch(() => undefined)
      void fetchFirstPage(catalogue, () => live)
    }
    let cancelIdle: () => void = () => undefined
    const cancelWait = onceCardShown(card, () => {
      cancelIdle = whenIdle(warm, 2000)
    })
    return () => {
      live = false
      cancelWait()
      cancelIdle()
    }
  }, [offered, host, catalogue, card])
}
