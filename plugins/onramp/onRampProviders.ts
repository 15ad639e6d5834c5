// Providers A and B (spec §9): both charge 1-2%; A serves eip155, B eip155 and solana.
import type { OnRampProviderInfo, OnRampProviderName } from './onRampTypes'

const logo = (fill: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${fill}"/><text x="20" y="27" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

export const ONRAMP_PROVIDERS: readonly OnRampProviderInfo[] = Object.freeze([
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', logo: logo('#0052ff', 'A'), supportedChains: ['eip155'], url: '' },
  { name: 'meld', label: 'Meld.io', feeRange: '1-2%', logo: logo('#6b2fd6', 'B'), supportedChains: ['eip155', 'solana'], url: '' },
])

/** ONR-21: on-ramp exists on eip155 and solana only. */
export const ONRAMP_NAMESPACES: readonly string[] = ['eip155', 'solana']

/**
 * The providers to list: those the remote features enable (all when the list is absent) that
 * deliver on the active namespace.
 */
export function providersFor(namespace: string | undefined, enabled?: readonly string[]): OnRampProviderInfo[] {
  if (!namespace || !ONRAMP_NAMESPACES.includes(namespace)) return []
  return ONRAMP_PROVIDERS.filter(
    (p) => p.supportedChains.includes(namespace) && (!enabled || enabled.includes(p.name as OnRampProviderName)),
  ).map((p) => ({ ...p }))
}
