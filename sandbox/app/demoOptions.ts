import type { AppKitOptions } from '../../kernel'

/** Feature switches the demo page offers; each is one key in `?off=` when turned off. */
export const DEMO_SWITCHES = ['walletConnect', 'send', 'receive', 'allWallets', 'legalCheckbox', 'collapseWallets', 'addressBook', 'smartSessions', 'multiWallet'] as const
export type DemoSwitch = (typeof DEMO_SWITCHES)[number]

/** Off by default; `?on=` turns them on. */
const OFF_BY_DEFAULT: readonly DemoSwitch[] = ['legalCheckbox', 'collapseWallets', 'multiWallet']

/** Which switches are on, from the page URL: `?off=send,walletConnect&on=legalCheckbox`. */
export function readDemoSwitches(search: string): Record<DemoSwitch, boolean> {
  const params = new URLSearchParams(search)
  const list = (key: string) => new Set((params.get(key) ?? '').split(',').map((s) => s.trim()).filter(Boolean))
  const off = list('off')
  const on = list('on')
  return Object.fromEntries(
    DEMO_SWITCHES.map((key) => [key, on.has(key) || (!off.has(key) && !OFF_BY_DEFAULT.includes(key))]),
  ) as Record<DemoSwitch, boolean>
}

/** The kit options those switches stand for. */
export function demoKitOptions(switches: Record<DemoSwitch, boolean>): Pick<AppKitOptions, 'features' | 'enableWalletConnect'> {
  return {
    enableWalletConnect: switches.walletConnect,
    features: {
      send: switches.send,
      receive: switches.receive,
      allWallets: switches.allWallets,
      legalCheckbox: switches.legalCheckbox,
      collapseWallets: switches.collapseWallets,
      smartSessions: switches.smartSessions,
      multiWallet: switches.multiWallet,
      // The address-book example's own flag; AppKit's Features type has no room for plugin flags.
      ...({ addressBook: switches.addressBook } as AppKitOptions['features']),
    },
  }
}

/** The page URL with one switch flipped (the kit is created once per page, so the page reloads). */
export function withSwitch(href: string, key: DemoSwitch, value: boolean): string {
  const url = new URL(href)
  const current = readDemoSwitches(url.search)
  current[key] = value
  const off = DEMO_SWITCHES.filter((k) => !current[k] && !OFF_BY_DEFAULT.includes(k))
  const on = DEMO_SWITCHES.filter((k) => current[k] && OFF_BY_DEFAULT.includes(k))
  if (off.length) url.searchParams.set('off', off.join(','))
  else url.searchParams.delete('off')
  if (on.length) url.searchParams.set('on', on.join(','))
  else url.searchParams.delete('on')
  return url.toString()
}
