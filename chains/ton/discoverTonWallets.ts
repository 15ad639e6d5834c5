import { isTonConnectBridge, type TonConnectBridge } from './tonConnectBridge'

export interface InjectedTonWallet {
  /** The window property the wallet lives under (TonConnect's `jsBridgeKey`). */
  key: string
  bridge: TonConnectBridge
}

/**
 * TonConnect wallets injected into the page: any own property of `window` holding an object with
 * a `tonconnect` bridge, as TonConnect's SDK looks for them (there is no announcement event).
 */
export function discoverTonWallets(target: object | undefined = typeof window === 'undefined' ? undefined : window): InjectedTonWallet[] {
  if (!target) return []
  const found: InjectedTonWallet[] = []
  let keys: string[] = []
  try {
    keys = Object.keys(target)
  } catch {
    return []
  }
  for (const key of keys) {
    try {
      const bridge = (target as Record<string, { tonconnect?: unknown } | null | undefined>)[key]?.tonconnect
      if (isTonConnectBridge(bridge)) found.push({ key, bridge })
    } catch {
      // A getter that throws is some other script's business, not a wallet.
    }
  }
  return found
}
