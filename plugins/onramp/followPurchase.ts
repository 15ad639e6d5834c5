// BYD-20: after the checkout opens, follow the purchase until it ends. The status route says
// when to look; the chain says whether it happened (BYD-30): a SUCCESS counts only once its
// transaction shows the asset arriving at the account, otherwise the purchase stays pending.
// The checkout's postMessage (checked against the checkout's exact origin) only makes the next
// look happen at once, so a forged message can change nothing.
import type { HttpClient } from '../../kernel/plugin'
import { resultMessages } from './onrampMessages'

export const PURCHASE_TIMEOUT_MS = 180_000
export const PURCHASE_POLL_MS = 1_500
export const CHECKOUT_MESSAGE_SOURCE = 'airlock-onramp-checkout'
/** Looks at an in-progress purchase after its window closed, before giving up on it. */
export const CLOSED_GRACE_LOOKS = 3
export const CLOSED_REASON = resultMessages.en.closedReason
/** A failed purchase the provider gave no reason for. */
export const FAILED_REASON = resultMessages.en.failedReason

export interface ProviderPurchase {
  id: string
  status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' | 'ONRAMP_TRANSACTION_STATUS_SUCCESS' | 'ONRAMP_TRANSACTION_STATUS_FAILED' | string
  purchaseAmount?: string
  purchaseCurrency?: string
  network?: string
  txHash?: string
  reason?: string
}

export type FollowResult =
  | { status: 'success'; purchase: ProviderPurchase; /** What the chain shows arriving, in the asset's smallest unit. */ received: bigint }
  | { status: 'failed'; reason: string; purchase?: ProviderPurchase }
  | { status: 'timeout' }

/** The address's purchases with one provider, newest first; [] when the call fails. */
export async function listPurchases(http: HttpClient, address: string, provider: string, signal?: AbortSignal): Promise<ProviderPurchase[]> {
  try {
    const body = await http.get<{ data?: unknown }>(`/v1/onramp/purchases/${encodeURIComponent(address)}`, { params: { provider }, signal })
    return Array.isArray(body?.data)
      ? body.data.filter((p): p is ProviderPurchase => !!p && typeof (p as ProviderPurchase).id === 'string' && typeof (p as ProviderPurchase).status === 'string')
      : []
  } catch {
    return []
  }
}

export interface FollowPurchaseOptions {
  http: HttpClient
  address: string
  provider: string
  /** Purchases that existed before this checkout opened: never this one. */
  known: ReadonlySet<string>
  /** Transactions of earlier purchases: a status naming one of them proves nothing new. */
  spentHashes?: ReadonlySet<string>
  /**
   * What the transaction delivered to the account on chain (the adapter's readReceived);
   * undefined while the chain does not know it. Without this proof no purchase succeeds.
   */
  confirm(txHash: string): Promise<bigint | undefined>
  /** A SUCCESS the chain does not (yet) back: told once per purchase, for the log. */
  onUnconfirmed?(purchase: ProviderPurchase): void
  /** The popup, when it opened: closing it before a purchase settles ends the wait. */
  popup?: { readonly closed: boolean } | null
  /** The checkout's origin: only its messages hurry the next look. */
  checkoutOrigin?: string
  /** Where checkout messages arrive (the host window). */
  messages?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  signal: AbortSignal
  timeoutMs?: number
  pollMs?: number
  onPending?(purchase: ProviderPurchase): void
}

export function followPurchase(opts: FollowPurchaseOptions): Promise<FollowResult> {
  const { http, address, provider, known, popup, checkoutOrigin, messages, signal } = opts
  const timeoutMs = opts.timeoutMs ?? PURCHASE_TIMEOUT_MS
  const pollMs = opts.pollMs ?? PURCHASE_POLL_MS

  return new Promise<FollowResult>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let looking = false
    let again = false
    let announced: string | undefined
    let looksSinceClosed = 0
    const doubted = new Set<string>()

    /** The amount the chain shows arriving for a SUCCESS, or undefined when it shows none. */
    const proven = async (purchase: ProviderPurchase): Promise<bigint | undefined> => {
      const hash = purchase.txHash
      const received = typeof hash === 'string' && hash && !opts.spentHashes?.has(hash) ? await opts.confirm(hash).catch(() => undefined) : undefined
      if (received !== undefined && received > 0n) return received
      if (!doubted.has(purchase.id)) {
        doubted.add(purchase.id)
        opts.onUnconfirmed?.(purchase)
      }
      return undefined
    }

    const finish = (result: FollowResult | Error) => {
      clearTimeout(timer)
      clearTimeout(deadline)
      messages?.removeEventListener('message', onMessage as EventListener)
      signal.removeEventListener('abort', onAbort)
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const onAbort = () => finish(new DOMException('The purchase is no longer followed', 'AbortError'))
    const deadline = setTimeout(() => finish({ status: 'timeout' }), timeoutMs)

    const look = async () => {
      if (signal.aborted) return
      if (looking) return void (again = true)
      looking = true
      clearTimeout(timer)
      // Read before the list, so a purchase settled just before the window closed is still seen.
      const closed = popup?.closed === true
      const fresh = (await listPurchases(http, address, provider, signal)).filter((p) => !known.has(p.id))
      const settled = fresh.find((p) => p.status !== 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')
      const received = settled?.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS' ? await proven(settled) : undefined
      looking = false
      if (signal.aborted) return
      if (received !== undefined) return finish({ status: 'success', purchase: settled!, received })
      // An unproven SUCCESS is still pending: the time-out ends it if the chain never backs it.
      if (settled && settled.status !== 'ONRAMP_TRANSACTION_STATUS_SUCCESS') {
        return finish({ status: 'failed', reason: settled.reason || FAILED_REASON, purchase: settled })
      }
      const pending = settled ?? fresh[0]
      if (pending && pending.id !== announced) {
        announced = pending.id
        opts.onPending?.(pending)
      }
      // Closed with a purchase in flight (Buy pressed, then the window shut): give its settling
      // a few more looks before calling it abandoned.
      if (closed && (!pending || ++looksSinceClosed > CLOSED_GRACE_LOOKS)) return finish({ status: 'failed', reason: CLOSED_REASON })
      if (again) {
        again = false
        return void look()
      }
      timer = setTimeout(() => void look(), pollMs)
    }

    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: unknown } | null
      if (!checkoutOrigin || event.origin !== checkoutOrigin || data?.source !== CHECKOUT_MESSAGE_SOURCE) return
      void look()
    }

    signal.addEventListener('abort', onAbort)
    messages?.addEventListener('message', onMessage as EventListener)
    void look()
  })
}
