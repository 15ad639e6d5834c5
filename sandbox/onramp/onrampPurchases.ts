// The sandbox's record of on-ramp purchases: opened when a checkout page loads, then settled by
// its Buy (delivered on a devnet) or Decline button. The kit follows them through the status
// route, as AppKit 1.7.3 followed its provider through history with `onramp=`.

export type OnrampPurchaseStatus =
  | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
  | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
  | 'ONRAMP_TRANSACTION_STATUS_FAILED'

export interface OnrampPurchase {
  id: string
  provider: 'coinbase' | 'meld'
  /** The receiving address as the kit sent it. */
  address: string
  /** CAIP-2 network the asset is delivered on. */
  network: string
  purchaseCurrency: string
  /** Crypto amount the quote promised (and Buy delivers). */
  purchaseAmount: string
  paymentCurrency: string
  paymentAmount: string
  status: OnrampPurchaseStatus
  /** Devnet transaction (EVM hash or Solana signature) that delivered the asset. */
  txHash?: string
  /** Why it failed (declined at checkout, delivery error). */
  reason?: string
  createdAt: number
  updatedAt: number
}

export interface OnrampPurchases {
  open(fields: Omit<OnrampPurchase, 'id' | 'status' | 'createdAt' | 'updatedAt'>): OnrampPurchase
  get(id: string): OnrampPurchase | undefined
  settle(id: string, patch: Pick<OnrampPurchase, 'status'> & Partial<Pick<OnrampPurchase, 'txHash' | 'reason'>>): OnrampPurchase | undefined
  /** An address's purchases, newest first; `provider` narrows. Addresses compare case-insensitively (EVM). */
  of(address: string, provider?: string): OnrampPurchase[]
}

export function createOnrampPurchases(now: () => number = Date.now): OnrampPurchases {
  const byId = new Map<string, OnrampPurchase>()
  let sequence = 0
  return {
    open(fields) {
      const at = now()
      const purchase: OnrampPurchase = {
        ...fields,
        id: `purchase-${++sequence}-${at.toString(36)}`,
        status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
        createdAt: at,
        updatedAt: at,
      }
      byId.set(purchase.id, purchase)
      return purchase
    },
    get: (id) => byId.get(id),
    settle(id, patch) {
      const purchase = byId.get(id)
      // Settled once: a second click (or a replayed request) must not deliver twice.
      if (!purchase || purchase.status !== 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS') return undefined
      Object.assign(purchase, patch, { updatedAt: now() })
      return purchase
    },
    of(address, provider) {
      const key = address.toLowerCase()
      return [...byId.values()]
        .filter((p) => p.address.toLowerCase() === key && (!provider || p.provider === provider))
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
    },
  }
}
