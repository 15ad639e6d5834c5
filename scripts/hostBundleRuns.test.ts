import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from './bundleHostEntry'

const dir = mkdtempSync(join(tmpdir(), 'airlock-host-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Vite 8 once built hosts whose page threw at start ("tsyringe requires a reflect polyfill"):
// the package is sideEffects-free and the bundler dropped or reordered the polyfill. This
// bundles a host entry with Vite (everything in, tree-shaken, honouring sideEffects) and runs it.
describe('a host bundle of airlock', () => {
  it('starts a kit without throwing, with the Reflect metadata API in place before tsyringe', async () => {
    const entry = join(dir, 'host.ts')
    writeFileSync(
      entry,
      `import { createAppKit } from '${repoRoot}/kernel/index.ts'
       export async function run() {
         const kit = createAppKit({ projectId: 'p', endpoints: { analytics: 'http://127.0.0.1:9' }, networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] })
         await kit.ready()
         const state = kit.getState()
         kit.destroy()
         return state
       }`,
    )
    // Vite's production build (rolldown), as a host on Vite 8 gets it.
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { outDir: join(dir, 'out'), minify: false, lib: { entry, formats: ['es'], fileName: 'host' } },
    })
    const outfile = join(dir, 'out', readdirSync(join(dir, 'out')).find((f) => f.startsWith('host'))!)
    // A fresh Reflect for the bundle: delete what another test or package may have installed.
    const saved = (Reflect as { getMetadata?: unknown }).getMetadata
    delete (Reflect as { getMetadata?: unknown }).getMetadata
    try {
      const { run } = await import(pathToFileURL(outfile).href)
      await expect(run()).resolves.toMatchObject({ initialized: true, selectedNetworkId: 'eip155:1' })
    } finally {
      if (saved) (Reflect as { getMetadata?: unknown }).getMetadata = saved
    }
  })
})
