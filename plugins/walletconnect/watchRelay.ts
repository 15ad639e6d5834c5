import type { UniversalProviderLike } from './types'

// @walletconnect/core's relayer events (RELAYER_EVENTS in 2.25).
const RELAYER_DISCONNECT = 'relayer_disconnect'
export const RELAYER_CONNECT = 'relayer_connect'

/**
 * Follows the relay socket: `false` when it drops, `true` when it is back. While it is down no
 * wallet can answer a QR code, so the view says so instead of looking ready (issue 12 case 9).
 */
export function watchRelay(provider: UniversalProviderLike, onChange: (online: boolean) => void): () => void {
  const relayer = provider.client?.core.relayer
  if (!relayer?.on) return () => undefined
  const down = () => onChange(false)
  const up = () => onChange(true)
  relayer.on(RELAYER_DISCONNECT, down)
  relayer.on(RELAYER_CONNECT, up)
  return () => {
    relayer.off?.(RELAYER_DISCONNECT, down)
    relayer.off?.(RELAYER_CONNECT, up)
  }
}
