import { relative, sep } from 'node:path'
import type { Contributor, PluginChunk } from '../report/types'
import type { BuiltChunk, BuiltSubject } from './buildSubject'
import { gzipSize } from './bundleSizes'
import { REPO_ROOT } from './paths'

/**
 * Which group a module belongs to: an npm package (`react-dom`, `@reown/appkit-ui`), an Airlock
 * area (`kernel/connection`, `ui-shell/modal`, `plugins/walletconnect`, `chains/eip155`), or the
 * subject's own code.
 */
export function moduleGroup(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  const rel = relative(REPO_ROOT, clean).split(sep).join('/')
  if (rel.startsWith('sandbox/bench/subjects/')) return 'host app'
  const parts = rel.split('/')
  if (['plugins', 'chains'].includes(parts[0]!)) return `${parts[0]}/${parts[1]}`
  if (['kernel', 'ui-shell'].includes(parts[0]!)) return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!
  return clean.startsWith('virtual:') || clean.startsWith('\0') ? 'bundler runtime' : rel
}

/** Rendered bytes per group in `chunks`, with each group's estimated share of their gzip size. */
export function contributorsOf(subject: string, chunks: readonly BuiltChunk[], top: number): Contributor[] {
  const raw = new Map<string, number>()
  const gz = new Map<string, number>()
  for (const chunk of chunks) {
    const total = Object.values(chunk.modules).reduce((a, b) => a + b, 0)
    const chunkGz = gzipSize(chunk.code)
    for (const [id, bytes] of Object.entries(chunk.modules)) {
      const g = moduleGroup(id)
      raw.set(g, (raw.get(g) ?? 0) + bytes)
      if (total > 0) gz.set(g, (gz.get(g) ?? 0) + (chunkGz * bytes) / total)
    }
  }
  return [...raw.entries()]
    .map(([module, bytes]) => ({ subject, module, raw: bytes, gzipEstimate: Math.round(gz.get(module) ?? 0) }))
    .sort((a, b) => b.gzipEstimate - a.gzipEstimate)
    .slice(0, top)
}

/** The group holding most of a chunk's rendered bytes. */
export function chunkOwner(chunk: BuiltChunk): string {
  const by = new Map<string, number>()
  for (const [id, bytes] of Object.entries(chunk.modules)) by.set(moduleGroup(id), (by.get(moduleGroup(id)) ?? 0) + bytes)
  return [...by.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'empty'
}

/**
 * Airlock's chunks that belong to a plugin, a chain plugin or the shell (each chunk attributed to
 * the group with most of its bytes), with gzip size and whether the first load includes it.
 */
export function airlockChunks(built: BuiltSubject, firstLoad: readonly string[]): PluginChunk[] {
  const out: PluginChunk[] = []
  for (const chunk of built.chunks) {
    const owner = chunkOwner(chunk)
    if (!/^(plugins|chains)\//.test(owner) && !owner.startsWith('ui-shell') && !owner.startsWith('kernel')) continue
    out.push({ plugin: owner, file: chunk.fileName, gzip: gzipSize(chunk.code), raw: Buffer.byteLength(chunk.code), lazy: !firstLoad.includes(chunk.fileName) })
  }
  return out.sort((a, b) => a.plugin.localeCompare(b.plugin) || Number(a.lazy) - Number(b.lazy) || b.gzip - a.gzip)
}

/** The chunks that hold a given plugin folder's lazy code (any of its modules but the manifest). */
export function chunksOfPlugin(built: BuiltSubject, folder: string): string[] {
  const marker = `/plugins/${folder}/`
  return built.chunks
    .filter((c) => Object.keys(c.modules).some((id) => id.includes(marker) && !id.endsWith(`${marker}index.ts`)))
    .map((c) => c.fileName)
}
