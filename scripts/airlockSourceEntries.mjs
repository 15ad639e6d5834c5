// The package's public names mapped to their entry sources, for building and testing the
// examples (and the demo) from source: the same map package.json "exports" gives dist/.
// One list for vitest's aliases and the demo's esbuild plugin, so they cannot drift apart.
export const AIRLOCK_SOURCE_ENTRIES = {
  airlock: 'ui-shell/html/index.ts',
  'airlock/plugin': 'kernel/plugin.ts',
  'airlock/react': 'ui-shell/index.ts',
  'airlock/react/components': 'ui-shell/components/index.ts',
  'airlock/networks': 'kernel/networks/index.ts',
  'airlock/testing': 'sandbox/testing/index.ts',
  'airlock/siwx': 'plugins/siwx/configs/index.ts',
  'airlock/siwe': 'plugins/siwx/siwe/index.ts',
  'airlock/ethers': 'chains/eip155/ethers/index.ts',
  'airlock/solana': 'chains/solana/adapter/index.ts',
  'airlock/bitcoin': 'chains/bip122/adapter/index.ts',
  'airlock/tron': 'chains/tron/adapter/index.ts',
  'airlock/ton': 'chains/ton/adapter/index.ts',
}

/** `airlock/chains/<family>` and `airlock/plugins/<name>`: a folder's index.ts. */
export const AIRLOCK_FOLDER_ENTRY = /^airlock\/(chains|plugins)\/([^/]+)$/

/** The repo-relative source of a bare `airlock…` specifier, or undefined when it is not a public entry. */
export function airlockSourceEntry(specifier) {
  if (Object.hasOwn(AIRLOCK_SOURCE_ENTRIES, specifier)) return AIRLOCK_SOURCE_ENTRIES[specifier]
  const folder = AIRLOCK_FOLDER_ENTRY.exec(specifier)
  return folder ? `${folder[1]}/${folder[2]}/index.ts` : undefined
}
