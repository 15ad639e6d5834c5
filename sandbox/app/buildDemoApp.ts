import { build, type Metafile, type Plugin } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { dirname, join, relative, resolve } from 'node:path'
import { existsSync } from 'node:fs'
import { airlockSourceEntry } from '../../scripts/airlockSourceEntries.mjs'

export interface BuildDemoAppOptions {
  /** The page module to bundle; the demo app's main.tsx by default (browser tests pass theirs). */
  entry?: string
  minify?: boolean
  /** URL prefix the files are served under, e.g. '/app'; '' by default. */
  base?: string
  /**
   * A folder whose node_modules/ holds an installed `airlock` (the packed package): `airlock/*`
   * then resolves through that package's `exports` map only. By default, to the repo's sources.
   */
  installedIn?: string
}

export interface DemoAppBuild {
  /** URL path → JS text: the entry at `${base}/app.js`, lazy chunks under `${base}/chunks/`. */
  files: ReadonlyMap<string, string>
  /** The entry's URL path. */
  entry: string
  /** URL paths of the chunks the entry loads before running (static imports): the host's first bundle. */
  firstBundle: readonly string[]
  /** URL path of the chunk holding a source file (repo-relative, e.g. 'ui-shell/modal/mountModal.tsx'). */
  chunkOf(source: string): string | undefined
  /** Repo-relative source paths bundled into a URL path. */
  inputsOf(path: string): readonly string[]
  /** Every bundled source, repo-relative (`../` for files outside the repo). */
  inputs: readonly string[]
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const cache = new Map<string, Promise<DemoAppBuild>>()

/**
 * The examples import the package by its public names (`airlock/plugin`, ...). From source,
 * those names are the entry files package.json "exports" builds, so the demo and the examples
 * share one copy of the kit; a name the package does not export fails the build.
 */
const airlockFromSource: Plugin = {
  name: 'airlock-from-source',
  setup(bundler) {
    bundler.onResolve({ filter: /^airlock(\/|$)/ }, ({ path, importer }) => {
      // A page with a jsconfig.json of its own (the AppKit quick-start) maps airlock/* itself.
      if (importer && existsSync(join(dirname(importer), 'jsconfig.json'))) return undefined
      const source = airlockSourceEntry(path)
      return source ? { path: join(ROOT, source) } : { errors: [{ text: `"${path}" is not a public entry of airlock` }] }
    })
  },
}

/** `airlock/*` through an installed package's `exports` map, as a host's bundler resolves it. */
const airlockFromPackage = (dir: string): Plugin => ({
  name: 'airlock-from-package',
  setup(bundler) {
    bundler.onResolve({ filter: /^airlock(\/|$)/ }, async (args) => {
      if (args.pluginData === 'packed') return undefined
      const found = await bundler.resolve(args.path, { kind: args.kind, resolveDir: dir, pluginData: 'packed' })
      return found.errors.length ? { errors: found.errors } : { path: found.path }
    })
  },
})

/**
 * Bundles a page for the browser the way a host's bundler would: ESM with code splitting, so
 * the modal's `import()`s stay separate chunks the browser fetches on demand. Cached per
 * options (a build takes a second or two); a failed build is not cached.
 */
export function buildDemoApp(options: BuildDemoAppOptions = {}): Promise<DemoAppBuild> {
  const key = JSON.stringify(options)
  let pending = cache.get(key)
  if (!pending) {
    pending = bundle(options)
    pending.catch(() => cache.delete(key))
    cache.set(key, pending)
  }
  return pending
}

async function bundle({ entry = fileURLToPath(new URL('./main.tsx', import.meta.url)), minify = false, base = '', installedIn }: BuildDemoAppOptions): Promise<DemoAppBuild> {
  const result = await build({
    entryPoints: { app: entry },
    bundle: true,
    write: false,
    metafile: true,
    outdir: '/out',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify,
    logLevel: 'silent',
    nodePaths: installedIn ? [join(installedIn, 'node_modules')] : undefined,
    plugins: [installedIn ? airlockFromPackage(installedIn) : airlockFromSource],
    define: { 'process.env.NODE_ENV': minify ? '"production"' : '"development"', global: 'globalThis' },
  })
  const urlOf = (outPath: string) => `${base}/${outPath}`
  // Metafile paths are relative to the working directory; output files are absolute.
  const outUrl = (path: string) => urlOf(relative('/out', resolve(process.cwd(), path)))
  const files = new Map(result.outputFiles.map((file) => [outUrl(file.path), file.text]))
  const metafile: Metafile = result.metafile
  const outputs = Object.entries(metafile.outputs).map(([path, out]) => ({
    url: outUrl(path),
    out,
    inputs: Object.keys(out.inputs).map((input) => relative(ROOT, resolve(process.cwd(), input))),
  }))
  const byUrl = new Map(outputs.map((o) => [o.url, o]))
  const entryUrl = `${base}/app.js`

  const firstBundle: string[] = []
  const visit = (url: string) => {
    if (firstBundle.includes(url)) return
    firstBundle.push(url)
    for (const imp of byUrl.get(url)?.out.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(outUrl(imp.path))
    }
  }
  visit(entryUrl)

  return {
    files,
    entry: entryUrl,
    firstBundle,
    chunkOf: (source) => outputs.find((o) => o.url.endsWith('.js') && o.inputs.includes(source))?.url,
    inputsOf: (path) => byUrl.get(path)?.inputs ?? [],
    inputs: Object.keys(metafile.inputs).map((input) => relative(ROOT, resolve(process.cwd(), input))),
  }
}
