import type { Eip6963ProviderDetail } from './types'

const isDetail = (value: unknown): value is Eip6963ProviderDetail => {
  const detail = value as Eip6963ProviderDetail | undefined
  return (
    typeof detail?.info?.rdns === 'string' &&
    typeof detail.info.name === 'string' &&
    typeof detail.provider?.request === 'function'
  )
}

export interface AnnouncedProviders {
  /** One entry per wallet (by rdns); a wallet that announces again replaces its old entry. */
  get(): Eip6963ProviderDetail[]
  stop(): void
}

/**
 * EIP-6963 discovery in a few lines (what `mipd`'s store does, keyed by rdns instead of uuid so a
 * wallet that re-announces after a reload is listed once). Asks once, then hears late announcements.
 */
export function watchAnnouncedProviders(target: EventTarget, onChange: () => void): AnnouncedProviders {
  const byRdns = new Map<string, Eip6963ProviderDetail>()
  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent).detail
    if (!isDetail(detail)) return
    const known = byRdns.get(detail.info.rdns)
    if (known?.provider === detail.provider && known.info.uuid === detail.info.uuid) return
    byRdns.set(detail.info.rdns, detail)
    onChange()
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // The target's own Event class: a window from another realm (an iframe, jsdom) refuses foreign events.
  const EventClass = (target as { Event?: typeof Event }).Event ?? Event
  target.dispatchEvent(new EventClass('eip6963:requestProvider'))
  return {
    get: () => [...byRdns.values()],
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
