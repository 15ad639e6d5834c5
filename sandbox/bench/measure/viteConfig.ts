import { existsSync, readdirSync } from 'node:fs'
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

/** `import { allPlugins } from 'virtual:airlock-plugins'`: each plugin's exported manifests. */
function airlockPluginsModule(exclude: readonly string[]): Plugin {
  const resolved = '\0' + VIRTUAL_PLUGINS
  return {
    name: 'bench-airlock-plugins',
    resolveId: (id) => (id === VIRTUAL_PLUGINS ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined
      const names = listAirlockPlugins().filter((n) => !exclude.includes(n))
      const imports = names.map((n, i) => `import * as p${i} from ${JSON.stringify(join(REPO_ROOT, 'plugins', n, 'index.ts'))}`)
      // A manifest is an exported object with an id and a load thunk or views.
      const list = names.map((_, i) => `...Object.values(p${i})`).join(', ')
      return `${imports.join('\n')}\nexport const allPlugins = [${list}].filter((m) => m && typeof m === 'object' && typeof m.id === 'string')\n`
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
