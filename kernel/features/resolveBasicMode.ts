import type { AppKitOptions } from '../config/options'
import { flagsOf, isRemoteFlag } from './featureFlags'

/**
 * Whether the kit runs in basic mode: remote features off and `/appkit/v1/config` never fetched.
 *
 * Our reading of spec §1 ("The default core build runs in basic mode, in which remote features
 * are off") against AppKit's `basic` option:
 * - `basic: true` → basic; `basic: false` → not basic (the host asks for remote features).
 * - `basic` unset → basic, because `createAppKit` is the core build (FEAT-01), unless the host
 *   wants a remote-controlled feature: it sets `features.email`, `socials`, `swaps`, `onramp` or
 *   `activity`/`history` to something truthy, or passes a plugin gated by one of those flags
 *   (adding the swap plugin and getting no swaps would be a silent trap).
 * - `manualWCControl: true` → basic whatever `basic` says: AppKit never fetches the remote
 *   config under manual WalletConnect control, and neither do we.
 */
export function resolveBasicMode(
  options: Pick<AppKitOptions, 'basic' | 'features' | 'plugins' | 'manualWCControl'>,
): boolean {
  if (options.manualWCControl === true) return true
  if (typeof options.basic === 'boolean') return options.basic
  const features = options.features ?? {}
  const wantsLocally = [features.email, features.socials, features.swaps, features.onramp, features.activity, features.history].some(
    (value) => (Array.isArray(value) ? value.length > 0 : value === true),
  )
  const wantsPlugin = (options.plugins ?? []).some((plugin) => plugin.feature !== undefined && flagsOf(plugin.feature).some(isRemoteFlag))
  return !(wantsLocally || wantsPlugin)
}
