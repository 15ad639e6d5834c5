import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { InlineConfig, Plugin } from 'vite'
import { DIST_DIR, REPO_ROOT, SUBJECTS_DIR } from './paths'

const VIRTUAL_PLUGINS = 'virtual:airlock-plugins'

/** Every `plugins/<name>/index.ts` in the repo: airlock-full's list grows as plugins land. */
export function listAirlockPlugins(): string[] {
  const dir = join(REPO_ROOT, 'plugins')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort()
}

/**
 * The names a plugin's index.ts exports its manifests under (`export const x = definePlugin(`):
 * a host imports a manifest by name, so the page does too and pays for nothing else the module
 * exports (tokens, helper functions a host imports only when it uses them).
 */
export function manifestExports(source: string): string[] {
  return [...source.matchAll(/^export const (\w+) = definePlugin\(/gm)].map((m) => m[1]!)
}

/** `import { allPlugins } from 'virtual:airlock-plugins'`: each plugin's exported manifests. */
function airlockPluginsModule(exclude: readonly string[]): Plugin {
  const resolved = '\0' + VIRTUAL_PLUGINS
  return {
    name: 'bench-airlock-plugins',
    resolveId: (id) => (id === VIRTUAL_PLUGINS ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined
      const names = listAirlockPlugins().filter((n) => !exclude.includes(n))
      const imports: string[] = []
      const list: string[] = []
      names.forEach((n, i) => {
        const file = join(REPO_ROOT, 'plugins', n, 'index.ts')
        const named = manifestExports(readFileSync(file, 'utf8'))
        if (named.length) {
          imports.push(`import { ${named.map((name, j) => `${name} as p${i}_${j}`).join(', ')} } from ${JSON.stringify(file)}`)
          list.push(...named.map((_, j) => `p${i}_${j}`))
        } else {
          // A manifest exported some other way: take every export and keep the manifests.
          imports.push(`import * as p${i} from ${JSON.stringify(file)}`)
          list.push(`...Object.values(p${i})`)
        }
      })
      // A manifest is an exported object with an id and a load thunk or views.
      return `${imports.join('\n')}\nexport const allPlugins = [${list.join(', ')}].filter((m) => m && typeof m === 'object' && typeof m.id === 'string')\n`
    },
  }
}

/**
 * Vite production build of one subject. `airlock/*` resolves to the repo's TypeScript source:
 * the host's bundler compiles and minifies it exactly as it would the published ESM (rollup's
 * preserveModules output), without a root build step, and the numbers follow the work tree.
 */
export function viteConfigFor(name: string, opts: { excludePlugins?: readonly string[] } = {}): InlineConfig {
  const src = (path: string) => join(REPO_ROOT, path)
  return {
    configFile: false,
    root: join(SUBJECTS_DIR, name),
    base: `/${name}/`,
    // Peers' "use client" directives and the harness's non-module scripts only warn.
    logLevel: 'error',
    mode: 'production',
    plugins: [airlockPluginsModule(opts.excludePlugins ?? [])],
    resolve: {
      alias: [
        { find: /^airlock$/, replacement: src('ui-shell/html/index.ts') },
        { find: /^airlock\/plugin$/, replacement: src('kernel/plugin.ts') },
        { find: /^airlock\/networks$/, replacement: src('kernel/networks/index.ts') },
        { find: /^airlock\/react$/, replacement: src('ui-shell/index.ts') },
        { find: /^airlock\/react\/components$/, replacement: src('ui-shell/components/index.ts') },
        { find: /^airlock\/chains\/([a-z0-9-]+)$/, replacement: src('chains/$1/index.ts') },
        { find: /^airlock\/plugins\/([a-z0-9-]+)$/, replacement: src('plugins/$1/index.ts') },
      ],
      // The repo's source imports react from the root node_modules; one React for the page.
      dedupe: ['react', 'react-dom'],
    },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir: join(DIST_DIR, name),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
      sourcemap: false,
      rollupOptions: {
        onwarn: () => undefined,
      },
    },
  } as InlineConfig
}
