import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const cache = new Map<string, Promise<string>>()

/**
 * A script of the secure site's pages, bundled once per process: `frameMain` (keys, signing,
 * approval UI), `exportPage` (the key export the settings row opens) or `approvePopup` (the
 * approval window where the frame cannot tell it is visible).
 */
export function buildFrameScript(entry: 'frameMain' | 'exportPage' | 'approvePopup' = 'frameMain'): Promise<string> {
  const known = cache.get(entry)
  if (known) return known
  const built = build({
    entryPoints: [fileURLToPath(new URL(`./frame/${entry}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }).then((r) => r.outputFiles[0]!.text)
  cache.set(entry, built)
  built.catch(() => cache.delete(entry))
  return built
}
