import { defineChain } from 'airlock/networks'

const NEAR_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="%23111"/>' +
  '<path d="M10 23V9l12 14V9" fill="none" stroke="white" stroke-width="2.4" stroke-linejoin="round"/></svg>'

/**
 * A local NEAR-like ledger (the example's `testing/startNearLedger`). Its RPC URL is the
 * ledger's base URL; a host points it elsewhere with `{ ...nearSandbox, rpcUrls }`.
 * Not flagged `testnet`: the kit shows 0.00 on testnets without asking (BAL-05).
 */
export const nearSandbox = /*#__PURE__*/ defineChain({
  id: 'sandbox',
  caipNetworkId: 'near:sandbox',
  chainNamespace: 'near',
  name: 'NEAR Sandbox',
  nativeCurrency: { name: 'NEAR', symbol: 'NEAR', decimals: 24 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3030'] } },
  assets: { imageUrl: NEAR_ICON },
})
