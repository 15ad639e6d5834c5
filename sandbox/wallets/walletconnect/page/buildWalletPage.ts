import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let cached: Promise<string> | undefined

/**
 * Bundles the /wc-wallet page (main.ts) into one classic script (JS text), cached: it takes a
 * second or two. The sign-client bundles for the browser as it is; it only needs the same
 * `define`s as the browser wallets (`global`, `process.env.NODE_ENV`) and a browser build.
 */
export function buildWalletPage(): Promise<string> {
  if (!cached) {
    cached = bundle()
    // A failed build is not cached, so a fixed source builds on the next call.
    cached.catch(() => (cached = undefined))
  }
  return cached
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./main.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
    // @ton/core (the TON answers) reads a global Buffer: the browser wallets' shim provides it.
    inject: [fileURLToPath(new URL('../../browser/tonBufferShim.ts', import.meta.url))],
  })
  return result.outputFiles[0]!.text
}
