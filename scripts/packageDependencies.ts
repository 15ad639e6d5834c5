import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'

// Which npm packages the shipped code needs at run time: the bare imports of every file a
// published entry can reach, following relative imports, skipping type-only imports (erased).
export const repoRoot = resolve(dirname(new URL(import.meta.url).pathname), '..')

const IMPORT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('#') || specifier.startsWith('node:')) return undefined
  if (builtinModules.includes(specifier.split('/')[0]!)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** The packages the files reachable from `entries` import at run time (and with `types`, in their types), with one importer each. */
export function runtimePackages(entries: readonly string[], { types = false } = {}): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const queue = entries.map((entry) => resolve(repoRoot, entry))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(IMPORT)) {
      const typeOnly = Boolean(match[2])
      const specifier = match[3] ?? match[4]!
      if (typeOnly && !types) continue
      // The `#tsyringe` import map picks tsyringe's browser build.
      const name = specifier === '#tsyringe' ? 'tsyringe' : packageOf(specifier)
      if (name) {
        if (!packages.has(name)) packages.set(name, relative(repoRoot, file))
      } else if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier)
        if (local) queue.push(local)
      }
    }
  }
  return packages
}

/** The source files behind the package's `exports` (dist/x/index.js ← x/index.ts). */
export function exportedSources(packageJson: { exports: Record<string, unknown> }, filter: (subpath: string) => boolean): string[] {
  const sources: string[] = []
  for (const [subpath, target] of Object.entries(packageJson.exports)) {
    if (!filter(subpath) || typeof target !== 'object' || target === null) continue
    const file = (target as { import?: string }).import
    if (!file) continue
    const pattern = file.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts')
    if (!pattern.includes('*')) {
      sources.push(pattern)
      continue
    }
    const [head, tail] = pattern.split('*') as [string, string]
    for (const name of readdirSync(join(repoRoot, head))) {
      if (existsSync(join(repoRoot, head, name + tail))) sources.push(head + name + tail)
    }
  }
  return sources
}
