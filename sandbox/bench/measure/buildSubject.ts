import { build } from 'vite'
import { viteConfigFor } from './viteConfig'

/** What the bench keeps of one emitted JS chunk. */
export interface BuiltChunk {
  fileName: string
  code: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** Module id → rendered (minified) bytes in this chunk. */
  modules: Record<string, number>
  imports: string[]
  dynamicImports: string[]
}

export interface BuiltSubject {
  name: string
  chunks: BuiltChunk[]
  /** The built index.html. */
  html: string
  /** The other assets (CSS, images), bytes. */
  assets: { fileName: string; bytes: number }[]
}

interface OutputLike {
  type: 'chunk' | 'asset'
  fileName: string
  code?: string
  source?: string | Uint8Array
  isEntry?: boolean
  isDynamicEntry?: boolean
  modules?: Record<string, { renderedLength: number }>
  imports?: string[]
  dynamicImports?: string[]
}

/** Builds sandbox/bench/subjects/<name> into sandbox/bench/dist/<name>. */
export async function buildSubject(name: string, opts: { excludePlugins?: readonly string[] } = {}): Promise<BuiltSubject> {
  const result = await build(viteConfigFor(name, opts))
  const outputs = (Array.isArray(result) ? result : [result]) as unknown as { output: OutputLike[] }[]
  const files = outputs.flatMap((o) => o.output)
  const chunks: BuiltChunk[] = []
  const assets: BuiltSubject['assets'] = []
  let html = ''
  for (const f of files) {
    if (f.type === 'chunk') {
      chunks.push({
        fileName: f.fileName,
        code: f.code ?? '',
        isEntry: Boolean(f.isEntry),
        isDynamicEntry: Boolean(f.isDynamicEntry),
        modules: Object.fromEntries(Object.entries(f.modules ?? {}).map(([id, m]) => [id, m.renderedLength])),
        imports: f.imports ?? [],
        dynamicImports: f.dynamicImports ?? [],
      })
    } else if (f.fileName.endsWith('.html')) {
      html = typeof f.source === 'string' ? f.source : Buffer.from(f.source ?? '').toString('utf8')
    } else {
      const bytes = typeof f.source === 'string' ? Buffer.byteLength(f.source) : (f.source?.byteLength ?? 0)
      assets.push({ fileName: f.fileName, bytes })
    }
  }
  return { name, chunks, html, assets }
}
