import type { ChainNamespace } from '../../../kernel'

/** AppKit's display names of the chain families (its CHAIN_NAME_MAP). */
const NAMES: Readonly<Record<string, string>> = {
  eip155: 'EVM Networks',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
  ton: 'TON',
  tron: 'TRON',
}

/** A namespace's display name; an unknown one shows as itself. */
export function namespaceName(namespace: ChainNamespace): string {
  return NAMES[namespace] ?? namespace
}
