// Bundles a tiny host entry with rollup, the way a host's bundler would see the package.
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rollup, type OutputChunk } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

export interface HostBundle {
  /** The entry chunk and every chunk it imports statically: what the host's first load pulls in. */
  initial: OutputChunk[]
  /** Chunks reached only through import(). */
  lazy: OutputChunk[]
}

/** Builds `source` as the entry; packages stay external. */
export async function bundleHostEntry(source: string): Promise<HostBundle> {
  const entryId = '\0host-entry.ts'
  const bundle = await rollup({
    input: entryId,
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    plugins: [
      {
        name: 'host-entry',
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) => (id === entryId ? source : null),
      },
      esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(repoRoot, 'tsconfig.json'), include: [/\.tsx?$/, /host-entry/], loaders: { '.ts': 'ts' } }),
    ],
    onwarn: () => {},
  })
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  const chunks = new Map(output.filter((o): o is OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]))
  const initial = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    chunk.imports.forEach((name) => visit(chunks.get(name)))
  }
  visit([...chunks.values()].find((c) => c.isEntry))
  return { initial: [...initial], lazy: [...chunks.values()].filter((c) => !initial.has(c)) }
}

/** Plugin manifests that exist in the repo (plugins/<name>/index.ts). */
export function repoPlugins(): string[] {
  const dir = join(repoRoot, 'plugins')
  if (!existsSync(dir)) return []
  return readdirSync(dir).filter((name) => existsSync(join(dir, name, 'index.ts')))
}

export const rel = (id: string) => id.replace(`${repoRoot}/`, '')
