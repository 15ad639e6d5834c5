import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { BrowserWalletsConfig } from './installBrowserWallets'

export interface BuildBrowserWalletsOptions {
  /** 'iife' (default) for a plain <script>, exposing `AirlockBrowserWallets`; 'esm' for type=module. */
  format?: 'iife' | 'esm'
  minify?: boolean
  /**
   * Baked in as the default `window.__AIRLOCK_SANDBOX__`, so a server that knows the devnet
   * URLs can serve a script that needs no page code. A value the page sets first wins.
   */
  config?: BrowserWalletsConfig
}

const cache = new Map<string, Promise<string>>()

/** Bundles page.ts for the browser and returns the JS text (cached per options: it takes ~1 s). */
export function buildBrowserWallets(options: BuildBrowserWalletsOptions = {}): Promise<string> {
  const key = JSON.stringify(options)
  let text = cache.get(key)
  if (!text) {
    text = bundle(options)
    // A failed build is not cached, so a fixed source builds on the next call.
    text.catch(() => cache.delete(key))
    cache.set(key, text)
  }
  return text
}

async function bundle({ format = 'iife', minify = false, config }: BuildBrowserWalletsOptions): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./page.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'browser',
    format,
    globalName: format === 'iife' ? 'AirlockBrowserWallets' : undefined,
    target: 'es2022',
    minify,
    logLevel: 'silent',
    // @solana/web3.js and its deps read these Node globals in a few places.
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
    // @ton/core and @ton/crypto use Node's global Buffer: give them the `buffer` package's.
    inject: [fileURLToPath(new URL('./tonBufferShim.ts', import.meta.url))],
    banner: config ? { js: `globalThis.__AIRLOCK_SANDBOX__ ??= ${JSON.stringify(config)};` } : undefined,
  })
  return result.outputFiles[0]!.text
}
