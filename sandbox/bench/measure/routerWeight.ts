import type { RouterWeight } from '../report/types'
import type { BuiltChunk } from './buildSubject'
import { moduleGroup } from './bundleAnalysis'
import { gzipSize } from './bundleSizes'

/** The packages @tanstack/react-router brings (react-virtual, for AllWallets, is not the router's). */
export const ROUTER_PACKAGES: ReadonlySet<string> = new Set([
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/react-store',
  '@tanstack/store',
])

/**
 * The router's share of a build: rendered bytes of the TanStack router packages per chunk, with
 * each chunk's gzip split by share of its rendered bytes, and whether the first load holds any.
 */
export function routerWeightOf(subject: string, chunks: readonly BuiltChunk[], firstLoad: readonly string[]): RouterWeight {
  const weight: RouterWeight = { subject, raw: 0, gzipEstimate: 0, chunks: [], inFirstLoad: false }
  for (const chunk of chunks) {
    const total = Object.values(chunk.modules).reduce((a, b) => a + b, 0)
    const raw = Object.entries(chunk.modules)
      .filter(([id]) => ROUTER_PACKAGES.has(moduleGroup(id)))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
    if (raw === 0 || total === 0) continue
    const gzipEstimate = Math.round((gzipSize(chunk.code) * raw) / total)
    weight.raw += raw
    weight.gzipEstimate += gzipEstimate
    weight.chunks.push({ file: chunk.fileName, raw, gzipEstimate, chunkRaw: Buffer.byteLength(chunk.code) })
    if (firstLoad.includes(chunk.fileName)) weight.inFirstLoad = true
  }
  return weight
}
