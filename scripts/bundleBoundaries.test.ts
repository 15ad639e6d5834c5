import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bundleHostEntry, rel, repoPlugins, repoRoot } from './bundleHostEntry'

const kernelEntry = `${repoRoot}/kernel/index.ts`
const modulesOf = (chunk: { modules: Record<string, unknown> }) => Object.keys(chunk.modules).map(rel)

describe('bundle boundaries', () => {
  it('BYD-02 a host entry that imports only airlock contains no plugin, chain or shell code', async () => {
    const { initial, lazy } = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      export const kit = createAppKit({ projectId: 'p', networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] })
    `)
    const modules = [...initial, ...lazy].flatMap(modulesOf)
    expect(modules.some((m) => m.startsWith('kernel/createAppKit'))).toBe(true)
    expect(modules.filter((m) => /^(plugins|chains|ui-shell|sandbox)\//.test(m))).toEqual([])
  })

  it('BYD-02 an English page without its own connect UI loads none of the message runtime, the formatter, the headless wallet list, or the async members up front, and a page without cookie storage none of the server state’s code', async () => {
    const { initial, lazy } = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      export const kit = createAppKit({ projectId: 'p', networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] })
    `)
    const later = ['kernel/i18n/createI18nRuntime.ts', 'kernel/i18n/formatMessage.ts', 'kernel/publicApi/walletList.ts', 'kernel/links/walletLinkBase.ts', 'kernel/publicApi/asyncMembers.ts']
    // The alerts' texts leave the first load in the bench's Vite build (quickFirstLoad); rollup keeps modules the
    // kernel index re-exports in the entry's chunk, so this plain-rollup check leaves them out.
    const cookieOnly = ['kernel/ssr/hydrateKit.ts', 'kernel/ssr/applyInitialState.ts', 'kernel/ssr/cookieToInitialState.ts']
    // Modules with code in the chunk: rollup also lists those it tree-shook to nothing.
    const first = initial.flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => rel(id)))
    const all = [...first, ...lazy.flatMap(modulesOf)]
    expect(first.filter((m) => later.includes(m))).toEqual([])
    // Each is still there, behind import().
    expect(later.filter((m) => !lazy.flatMap(modulesOf).includes(m))).toEqual([])
    expect(all.filter((m) => cookieOnly.includes(m))).toEqual([])
  })

  it('BYD-02 a plugin manifest joins the entry, while its activation and views are separate chunks', async () => {
    const { initial, lazy } = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      import { demo } from '${repoRoot}/scripts/fixtures/demoPlugin/index.ts'
      export const kit = createAppKit({ projectId: 'p', networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }], plugins: [demo] })
    `)
    const firstLoad = initial.map((c) => c.code).join('\n')
    expect(initial.flatMap(modulesOf)).toContain('scripts/fixtures/demoPlugin/index.ts')
    expect(firstLoad).not.toContain('demo-plugin-activate-code')
    expect(firstLoad).not.toContain('demo-plugin-view-code')
    const lazyModules = lazy.flatMap(modulesOf)
    expect(lazyModules).toEqual(expect.arrayContaining(['scripts/fixtures/demoPlugin/activate.ts', 'scripts/fixtures/demoPlugin/views/DemoView.ts']))
  })

  // Issue 33: a chain family a host does not configure costs it nothing; one it configures loads
  // its chain library (tronweb) only when a balance is read or a transfer is built.
  it('TRON costs 0 bytes to a host without it, and its tronweb only loads lazily in a host with it', async () => {
    const network = `{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }`
    const without = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      import { eip155Adapter } from '${repoRoot}/chains/eip155/index.ts'
      import { solanaAdapter } from '${repoRoot}/chains/solana/index.ts'
      import { mainnet, solana } from '${repoRoot}/kernel/networks/index.ts'
      export const kit = createAppKit({ projectId: 'p', networks: [mainnet, solana], adapters: [eip155Adapter(), solanaAdapter()] })
    `)
    const all = [...without.initial, ...without.lazy]
    expect(all.flatMap(modulesOf).filter((m) => m.includes('/tron'))).toEqual([])
    expect(all.flatMap((c) => [...c.imports, ...c.dynamicImports]).filter((i) => i.startsWith('tronweb'))).toEqual([])
    expect(all.map((c) => c.code).join('\n')).not.toMatch(/tronMainnet|tron:0x2b6653dc/)

    const withTron = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      import { tronAdapter } from '${repoRoot}/chains/tron/index.ts'
      export const kit = createAppKit({ projectId: 'p', networks: [${network}], adapters: [tronAdapter()] })
    `)
    expect(withTron.initial.flatMap(modulesOf)).toContain('chains/tron/tronAdapter.ts')
    expect(withTron.initial.flatMap((c) => [...c.imports, ...c.dynamicImports])).not.toContain('tronweb')
    expect(withTron.lazy.flatMap((c) => c.imports)).toContain('tronweb')
  })

  it('BYD-36 TON costs a host without it nothing, and one with it gets @ton/core only behind import()', async () => {
    const without = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      import { mainnet } from '${repoRoot}/kernel/networks/index.ts'
      export const kit = createAppKit({ projectId: 'p', networks: [mainnet] })
    `)
    const all = [...without.initial, ...without.lazy]
    expect(all.flatMap(modulesOf).filter((m) => m.includes('/ton'))).toEqual([])
    expect(all.flatMap((c) => [...c.imports, ...c.dynamicImports]).filter((i) => i.startsWith('@ton/'))).toEqual([])
    expect(all.map((c) => c.code).join('\n')).not.toContain('ton:-239')

    const withTon = await bundleHostEntry(`
      import { createAppKit } from '${kernelEntry}'
      import { ton } from '${repoRoot}/kernel/networks/index.ts'
      import { tonAdapter } from '${repoRoot}/chains/ton/index.ts'
      export const kit = createAppKit({ projectId: 'p', networks: [ton], adapters: [tonAdapter()] })
    `)
    expect(withTon.initial.flatMap(modulesOf)).toContain('chains/ton/tonAdapter.ts')
    expect(withTon.initial.flatMap((c) => c.imports).filter((i) => i.startsWith('@ton/') || i === 'buffer')).toEqual([])
    expect(withTon.lazy.flatMap((c) => c.imports)).toEqual(expect.arrayContaining(['@ton/core', '@ton/crypto']))
  })

  it.each(repoPlugins())('BYD-02 plugins/%s keeps its activation and views out of the host entry chunk', async (name) => {
    const { initial } = await bundleHostEntry(`export * from '${repoRoot}/plugins/${name}/index.ts'`)
    const own = initial.flatMap(modulesOf).filter((m) => m.startsWith(`plugins/${name}/`))
    expect(own).toEqual([`plugins/${name}/index.ts`])
  })

  // Each import() a host's bundler finds in a manifest is a preload list in its first bundle
  // (issue 13): views, slot components and tabs are named and loaded through the plugin's module.
  // The one other is the message loaders' (issue 30): a table of locale chunks with no imports
  // of its own, so its preload list is empty.
  it.each(repoPlugins())("plugins/%s's manifest has at most one import(), its module's, beside its messages'", (name) => {
    const source = readFileSync(`${repoRoot}/plugins/${name}/index.ts`, 'utf8')
    const messages = source.match(/\bimport\('\.\/locales\/index'\)/g)?.length ?? 0
    expect(messages).toBeLessThanOrEqual(1)
    expect((source.match(/\bimport\(/g)?.length ?? 0) - messages).toBeLessThanOrEqual(1)
  })
})
