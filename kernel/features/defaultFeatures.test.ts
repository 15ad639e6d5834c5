import { describe, expect, it } from 'vitest'
import type { FeatureFlag } from '../plugins/types'
import { DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES, DEFAULT_SOCIALS_ORDER } from './defaultFeatures'
import { FEATURE_FLAGS, type FeatureFlagKey } from './featureFlags'
import { sortSocials } from './sortSocials'

describe('default features', () => {
  it('FEAT-06 the flag keys are exactly the twelve of spec §6', () => {
    expect([...FEATURE_FLAGS]).toEqual([
      'send', 'receive', 'swaps', 'onramp', 'activity', 'email', 'socials',
      'allWallets', 'legalCheckbox', 'smartSessions', 'collapseWallets', 'pay',
    ])
    // The plugin contract's FeatureFlag accepts every one of them.
    const asPluginFlag = (flag: FeatureFlagKey): FeatureFlag => flag
    expect(FEATURE_FLAGS.map(asPluginFlag)).toHaveLength(12)
  })

  it('FEAT-10 local features on by default: receive, send, emailShowWallets, analytics, allWallets', () => {
    for (const key of ['receive', 'send', 'emailShowWallets', 'analytics', 'allWallets'] as const) {
      expect(DEFAULT_FEATURES[key], key).toBe(true)
    }
  })

  it('FEAT-11 local features off by default: legalCheckbox, smartSessions, collapseWallets, pay', () => {
    for (const key of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) {
      expect(DEFAULT_FEATURES[key], key).toBe(false)
    }
  })

  it('FEAT-12 the default remote swaps feature names one swap aggregator', () => {
    expect(DEFAULT_REMOTE_FEATURES.swaps).toEqual(['1inch'])
  })

  it('FEAT-13 the default remote onramp feature names provider A and provider B', () => {
    expect(DEFAULT_REMOTE_FEATURES.onramp).toEqual(['meld', 'coinbase'])
  })

  it('FEAT-14 the default remote features include email and activity', () => {
    expect(DEFAULT_REMOTE_FEATURES.email).toBe(true)
    expect(DEFAULT_REMOTE_FEATURES.activity).toBe(true)
  })

  it('FEAT-15 the default remote socials are google, x, discord, farcaster, github, apple, facebook', () => {
    expect(DEFAULT_REMOTE_FEATURES.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('FEAT-16 socials display in the order google, x, farcaster, discord, apple, github, facebook', () => {
    const order = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']
    expect(DEFAULT_SOCIALS_ORDER).toEqual(order)
    expect(sortSocials(DEFAULT_REMOTE_FEATURES.socials || [])).toEqual(order)
    expect(sortSocials(['facebook', 'github', 'x'])).toEqual(['x', 'github', 'facebook'])
    // Unknown providers go last, in the order they came.
    expect(sortSocials(['zeta', 'apple', 'alpha', 'google'])).toEqual(['google', 'apple', 'zeta', 'alpha'])
  })
})
