import type { BuiltChunk } from './buildSubject'

/**
 * Each chain family's own code and library (issue 33: "0 bytes when not configured"): a module
 * belongs to a family when it is under its chain plugin's folder or its chain library's package.
 */
export const CHAIN_FAMILIES: Readonly<Record<string, readonly RegExp[]>> = {
  solana: [/[\\/]chains[\\/]solana[\\/]/, /[\\/]node_modules[\\/]@solana[\\/]/],
  bip122: [/[\\/]chains[\\/]bip122[\\/]/],
  ton: [/[\\/]chains[\\/]ton[\\/]/, /[\\/]node_modules[\\/]@ton[\\/]/],
  tron: [/[\\/]chains[\\/]tron[\\/]/, /[\\/]node_modules[\\/]tronweb[\\/]/],
}

/** Rendered bytes of each family's modules in every chunk of a build, first load or lazy. */
export function chainFamilyBytes(chunks: readonly BuiltChunk[]): Record<string, number> {
  const bytes = Object.fromEntries(Object.keys(CHAIN_FAMILIES).map((f) => [f, 0]))
  for (const chunk of chunks) {
    for (const [id, size] of Object.entries(chunk.modules)) {
      const family = Object.keys(CHAIN_FAMILIES).find((f) => CHAIN_FAMILIES[f]!.some((re) => re.test(id)))
      if (family) bytes[family]! += size
    }
  }
  return bytes
}
