import type { AppKitOptions } from './options'

/**
 * AppKit options Airlock accepts but cannot honour, with what the host gets instead. Each maps to
 * something Airlock does not have (a Coinbase SDK connector, a wallet guide, a full-screen mobile
 * layout, the catalogue's `link_mode` links), so it is named in the console rather than ignored.
 * (`showWallets` and `enableReconnect` are honoured: the Connect view and startup read them.)
 */
const INERT: { [K in keyof AppKitOptions]?: { applies(value: AppKitOptions[K]): boolean; why: string } } = {
  enableCoinbase: {
    applies: (v) => v !== undefined,
    why: "Airlock has no Coinbase Wallet SDK connector; Coinbase's wallet connects as a browser wallet (EIP-6963) or through WalletConnect",
  },
  coinbasePreference: {
    applies: (v) => v !== undefined,
    why: 'Airlock has no Coinbase Wallet SDK connector, so there is no smart-wallet/EOA preference to pass on',
  },
  enableWalletGuide: {
    applies: (v) => v === true,
    why: "Airlock's Connect view has no wallet guide",
  },
  enableMobileFullScreen: {
    applies: (v) => v === true,
    why: 'the modal keeps its bottom-sheet layout on phones',
  },
  experimental_preferUniversalLinks: {
    applies: (v) => v === true,
    why: "wallets open through the catalogue's mobile_link; the catalogue gives no link_mode links",
  },
}

/** One line per inert option the host set, for the console (createAppKit prints each once). */
export function inertOptionWarnings(options: AppKitOptions): string[] {
  return Object.entries(INERT).flatMap(([key, rule]) => {
    const value = (options as unknown as Record<string, unknown>)[key]
    return rule && (rule.applies as (v: unknown) => boolean)(value) ? [`option ${key} has no effect in Airlock: ${rule.why}`] : []
  })
}
