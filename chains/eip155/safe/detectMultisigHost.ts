import { createSafeAppsMessenger, type FramedWindow } from './createSafeAppsMessenger'
import { createSafeProvider, type SafeInfo } from './createSafeProvider'
import type { Eip1193Provider } from '../types'

export interface MultisigHost {
  safe: SafeInfo
  provider: Eip1193Provider
  close(): void
}

/**
 * Whether the page runs inside the multisig host app: framed (a parent that is not itself), and
 * the parent answers the getSafeInfo handshake in time. Loaded only when the page is framed.
 */
export async function detectMultisigHost(
  win: FramedWindow,
  options: { timeoutMs: number; allowedOrigins?: readonly RegExp[] },
): Promise<MultisigHost | undefined> {
  if (!win.parent || win.parent === win) return undefined
  const messenger = createSafeAppsMessenger(win, options)
  try {
    const safe = await messenger.request<SafeInfo>('getSafeInfo')
    if (!safe || typeof safe.safeAddress !== 'string' || !Number.isSafeInteger(Number(safe.chainId))) throw new Error('Not a Safe')
    const info = { ...safe, chainId: Number(safe.chainId) }
    return { safe: info, provider: createSafeProvider(messenger, info), close: () => messenger.close() }
  } catch {
    messenger.close()
    return undefined
  }
}
