import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from './bundleHostEntry'

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>
}
const folders = (parent: string) =>
  readdirSync(join(repoRoot, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(repoRoot, parent, d.name, 'index.ts')))
    .map((d) => d.name)

// `npm run build` as a host's install gets it: every subpath export must exist, with its types.
describe('npm run build', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(repoRoot, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--silent'], {
      cwd: repoRoot,
      stdio: 'pipe',
    })
  }, 180_000)

  it('emits every subpath entry of the exports map, JS and .d.ts', () => {
    const missing: string[] = []
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue
      const expand = (path: string) =>
        path.includes('*')
          ? folders(subpath.startsWith('./chains') ? 'chains' : 'plugins').map((name) => path.replace('*', name))
          : [path]
      for (const file of [...expand(target.import), ...expand(target.types)]) {
        if (!existsSync(join(repoRoot, file))) missing.push(`${subpath} → ${file}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('the built `airlock` entry starts a kit in Node', async () => {
    const { createAppKit } = await import(pathToFileURL(join(repoRoot, 'dist/ui-shell/html/index.js')).href)
    const { mainnet } = await import(pathToFileURL(join(repoRoot, 'dist/kernel/networks/index.js')).href)
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], endpoints: { analytics: 'http://127.0.0.1:9' } })
    await kit.ready()
    expect(kit.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:1' })
    kit.destroy()
  })

  it('BYD-16 the built `airlock` entry reaches no React, styled-components or router through static imports', () => {
    // The published files as a host's bundler walks them: static imports only (import() is lazy).
    const STATIC = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm
    const packages = new Set<string>()
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
        const spec = m[1] ?? m[2]!
        if (spec.startsWith('.')) visit(join(file, '..', spec))
        else packages.add(spec)
      }
    }
    visit(join(repoRoot, (pkg.exports['.'] as { import: string }).import))
    expect(seen.size).toBeGreaterThan(10)
    expect([...packages].filter((p) => /^(react|react-dom|styled-components|@tanstack\/react-router)(\/|$)/.test(p))).toEqual([])
    expect([...seen].some((f) => f.endsWith('ui-shell/modal/mountModal.js'))).toBe(false)
  })

  it('`airlock` is what hosts use, `airlock/plugin` what plugins use; kit internals are in neither', async () => {
    const host = await import(pathToFileURL(join(repoRoot, 'dist/ui-shell/html/index.js')).href)
    const sdk = await import(pathToFileURL(join(repoRoot, 'dist/kernel/plugin.js')).href)
    expect(Object.keys(host)).toEqual(expect.arrayContaining(['createAppKit', 'defineAppKitElements', 'getDefaultKit']))
    expect(Object.keys(sdk)).toEqual(expect.arrayContaining(['definePlugin', 'createToken', 'createRegistry', 'ROUTER', 'createWalletConnectSessionAdapter']))
    for (const entry of [host, sdk]) {
      expect(entry).not.toHaveProperty('KIT_CONTAINER')
      expect(entry).not.toHaveProperty('HOOKS')
      expect(entry).not.toHaveProperty('registerKernelServices')
    }
    expect(host).not.toHaveProperty('definePlugin')
    expect(host).not.toHaveProperty('ROUTER')
  })
})
