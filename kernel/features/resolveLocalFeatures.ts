import type { Features } from '../config/options'
import { DEFAULT_FEATURES, type LocalFeatures } from './defaultFeatures'

/**
 * The host's `features` over the local defaults (FEAT-10, FEAT-11). The remote-controlled keys
 * (email, socials, swaps, onramp, activity/history, branding) are left out: createFeatures
 * resolves them against the remote config.
 */
export function resolveLocalFeatures(features: Features | undefined): LocalFeatures {
  const { swaps, onramp, email, socials, activity, history, reownBranding, ...local } = features ?? {}
  const given = Object.fromEntries(Object.entries(local).filter(([, value]) => value !== undefined))
  return { ...DEFAULT_FEATURES, ...given }
}
