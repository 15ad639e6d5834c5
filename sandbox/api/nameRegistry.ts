import { hashSeed } from './seededRandom'

// The name service's state: registered names and their addresses. In memory per server, so
// each test's server starts from the same seeded names.

/** The zones a name may end with; the kit asks for suggestions in the first one. */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const
export const DEFAULT_ZONE = NAME_ZONES[0]

/** Spec §5: letters, digits and hyphens only, at least 4 characters. */
export const NAME_LABEL = /^[a-zA-Z0-9-]{4,}$/

/** The ETH coin type (SLIP-44), under which every registered address is also listed. */
export const ETH_COIN_TYPE = '60'

export interface NameRecord {
  name: string
  registered: number
  updated: number
  registered_at: string
  updated_at: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>[]
}

/** Splits `alice.reown.id` into label and zone; undefined when the zone is not one of ours. */
export function splitName(name: string): { label: string; zone: string } | undefined {
  const lower = name.toLowerCase()
  for (const zone of NAME_ZONES) {
    if (lower.endsWith(`.${zone}`)) return { label: lower.slice(0, -zone.length - 1), zone }
  }
  return undefined
}

export function isValidName(name: string): boolean {
  const parts = splitName(name)
  return parts !== undefined && NAME_LABEL.test(parts.label)
}

export interface NameRegistry {
  get(name: string): NameRecord | undefined
  /** Names whose addresses include this one (case-insensitive), oldest first. */
  reverse(address: string): NameRecord[]
  register(input: { name: string; address: string; coinType: number | string; attributes?: Record<string, string>; at?: Date }): NameRecord
}

// Seeded so the demo shows a profile name for the first well-known devnet account
// (the standard test mnemonic's account 0).
export const SEEDED_NAMES: readonly { name: string; address: string }[] = [
  { name: 'airlock-demo.reown.id', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
]

export function createNameRegistry(seed: readonly { name: string; address: string }[] = SEEDED_NAMES): NameRegistry {
  const records = new Map<string, NameRecord>()
  const registry: NameRegistry = {
    get: (name) => records.get(name.toLowerCase()),
    reverse(address) {
      const want = address.toLowerCase()
      return [...records.values()].filter((r) =>
        Object.values(r.addresses).some((a) => a.address.toLowerCase() === want),
      )
    },
    register({ name, address, coinType, attributes = {}, at = new Date() }) {
      const seconds = Math.floor(at.getTime() / 1000)
      const created = at.toISOString()
      const addresses: NameRecord['addresses'] = { [ETH_COIN_TYPE]: { address, created } }
      addresses[String(coinType)] = { address, created }
      const record: NameRecord = {
        name: name.toLowerCase(),
        registered: seconds,
        updated: seconds,
        registered_at: created,
        updated_at: created,
        addresses,
        attributes: Object.keys(attributes).length ? [attributes] : [],
      }
      records.set(record.name, record)
      return record
    },
  }
  // A fixed date keeps seeded records identical across runs.
  for (const s of seed) registry.register({ name: s.name, address: s.address, coinType: ETH_COIN_TYPE, at: new Date(Date.UTC(2025, 0, 1)) })
  return registry
}

/** Deterministic alternatives for a label; the first is always the label itself. */
export function suggestLabels(label: string): string[] {
  const n = 1 + (hashSeed(label) % 97)
  return [label, `${label}-web3`, `the${label}`, `${label}${n}`, `${label}-wallet`]
}
