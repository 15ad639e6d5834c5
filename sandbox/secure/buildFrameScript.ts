import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let cached: Promise<string> | undefined

/** The secure frame's script (keys, signing, approval UI), bundled once per process. */
export function buildFrameScript(): Promise<string> {
  cached ??= build({
    entryPoints: [fileURLToPath(new URL('./frame/frameMain.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }).then((r) => r.outputFiles[0]!.text)
  cached.catch(() => (cached = undefined))
  return cached
}
