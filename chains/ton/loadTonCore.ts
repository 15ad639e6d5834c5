type TonCore = typeof import('./tonCore')

let loading: Promise<TonCore> | undefined

/**
 * @ton/core reads Node's global `Buffer`, which browsers lack: install the `buffer` package's
 * (the one @solana/web3.js also uses) before the library's first line runs. Imported in order
 * with `import()`, not as side-effect imports, which a `sideEffects: false` build may drop.
 */
export function loadTonCore(): Promise<TonCore> {
  loading ??= (async () => {
    const scope = globalThis as { Buffer?: unknown }
    if (typeof scope.Buffer === 'undefined') {
      // `buffer` is CommonJS: bundlers hand it over as named exports or only as `default`.
      const mod = (await import('buffer')) as { Buffer?: unknown; default?: { Buffer?: unknown } }
      scope.Buffer = mod.Buffer ?? mod.default?.Buffer
    }
    return import('./tonCore')
  })()
  // A failed load (a network blip fetching the chunk) is tried again next time.
  loading.catch(() => (loading = undefined))
  return loading
}
