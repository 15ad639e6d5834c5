// The package as a host installs it: `npm run build`, `npm pack`, the tarball extracted into a
// scratch node_modules/airlock, and a host page bundled against that copy — not the repo's
// source. Other packages resolve offline through symlinks to the repo's node_modules.
import { build, type Metafile, type Plugin } from 'esbuild'
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface PackedPackage {
  /** The scratch folder holding node_modules/ (airlock extracted, the rest linked). */
  dir: string
  nodeModules: string
  remove(): Promise<void>
}

/** Builds dist/ with rollup (as `npm run build` does), packs it and installs the tarball offline. */
export async function installPackedPackage(): Promise<PackedPackage> {
  await run(process.execPath, [join(REPO_ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--silent'], { cwd: REPO_ROOT })
  const dir = await mkdtemp(join(tmpdir(), 'airlock-packed-'))
  const { stdout } = await run('npm', ['pack', '--pack-destination', dir, '--silent', '--ignore-scripts'], { cwd: REPO_ROOT })
  const tarball = join(dir, stdout.trim().split('\n').pop()!)
  const nodeModules = join(dir, 'node_modules')
  const airlock = join(nodeModules, 'airlock')
  await mkdir(airlock, { recursive: true })
  // npm tarballs hold everything under package/.
  await run('tar', ['-xzf', tarball, '-C', airlock, '--strip-components=1'])
  const repoModules = join(REPO_ROOT, 'node_modules')
  for (const name of await readdir(repoModules)) {
    if (name === 'airlock' || name.startsWith('.')) continue
    await symlink(join(repoModules, name), join(nodeModules, name))
  }
  return { dir, nodeModules, remove: () => rm(dir, { recursive: true, force: true }) }
}

export interface HostPageBuild {
  /** URL path → JS text: `${base}/app.js` and `${base}/chunks/…`. */
  files: Map<string, string>
  /** Every bundled source, repo-relative (`../` for files outside the repo). */
  inputs: string[]
  /** The URL path of the chunk holding a source (repo-relative). */
  chunkOf(source: string): string | undefined
}

/**
 * Bundles a host page with code splitting, resolving `airlock` and `airlock/*` through the
 * packed package's `exports` map only (so a subpath it does not export fails here).
 */
export async function bundleAgainstPackage(entry: string, packed: PackedPackage, base: string): Promise<HostPageBuild> {
  const fromPackage: Plugin = {
    name: 'airlock-from-package',
    setup(bundler) {
      bundler.onResolve({ filter: /^airlock(\/|$)/ }, async (args) => {
        if (args.pluginData === 'packed') return undefined
        const found = await bundler.resolve(args.path, { kind: args.kind, resolveDir: packed.dir, pluginData: 'packed' })
        return found.errors.length ? { errors: found.errors } : { path: found.path }
      })
    },
  }
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
    minify: true,
    logLevel: 'silent',
    nodePaths: [packed.nodeModules],
    plugins: [fromPackage],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const files = new Map(result.outputFiles.map((file) => [`${base}/${relative('/out', resolve(process.cwd(), file.path))}`, file.text]))
  const metafile: Metafile = result.metafile
  const fromRepo = (path: string) => relative(REPO_ROOT, resolve(process.cwd(), path))
  const inputs = Object.keys(metafile.inputs).map(fromRepo)
  const outputs = Object.entries(metafile.outputs).map(([path, out]) => ({
    url: `${base}/${relative('/out', resolve(process.cwd(), path))}`,
    inputs: Object.keys(out.inputs).map(fromRepo),
  }))
  return { files, inputs, chunkOf: (source) => outputs.find((o) => o.url.endsWith('.js') && o.inputs.includes(source))?.url }
}
