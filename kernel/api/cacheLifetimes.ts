// Cache lifetimes and retry gaps from spec §9, in milliseconds. Plugins import these through
// the kernel's public entry so every cache agrees.

export const PORTFOLIO_BALANCE_TTL_MS = 30_000
export const NATIVE_BALANCE_TTL_MS = 30_000
export const NAMING_TTL_MS = 5 * 60_000
export const IDENTITY_TTL_MS = 5 * 60_000
/** A failed balance fetch may be retried only this long after the failure (spec §4). */
export const BALANCE_RETRY_GAP_MS = 30_000

export const cacheLifetimes = Object.freeze({
  portfolioBalance: PORTFOLIO_BALANCE_TTL_MS,
  nativeBalance: NATIVE_BALANCE_TTL_MS,
  naming: NAMING_TTL_MS,
  identity: IDENTITY_TTL_MS,
  balanceRetryGap: BALANCE_RETRY_GAP_MS,
})
