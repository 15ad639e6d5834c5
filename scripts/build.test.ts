import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from './bundleHostEntry'
import { runTsc } from './runTsc'
import { buildDistOnce } from './testing/buildDistOnce'

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>
}
const folders = (parent: string) =>
  readdirSync(join(repoRoot, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(repoRoot, parent, d.name, 'index.ts')))
    .map((d) => d.name)

// `npm run build` as a host's install gets it: every subpath export must exist, with its types.
describe('npm run build', () => {
  beforeAll(async () => {
    await buildDistOnce()
    // Generous: the build took 5-6 min on a 2-core machine shared with other test runs.
  }, 600_000)

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

  it("BYD-32 AppKit's Next.js page with <appkit-button /> compiles against the built declarations", () => {
    // No path mapping: `airlock/*` resolves through package.json "exports" to dist/*.d.ts.
    const { code, output } = runTsc(join(repoRoot, 'scripts/fixtures/nextjsElements/tsconfig.dist.json'))
    expect(output).toBe('')
    expect(code).toBe(0)
  }, 180_000)

  it('a host of `airlock` without React compiles with skipLibCheck off: the JSX typings stay in airlock/react', () => {
    // A copy of the package outside the repo, so no @types/react is reachable from it.
    const host = mkdtempSync(join(tmpdir(), 'airlock-types-host-'))
    try {
      mkdirSync(join(host, 'node_modules/airlock'), { recursive: true })
      cpSync(join(repoRoot, 'package.json'), join(host, 'node_modules/airlock/package.json'))
      cpSync(join(repoRoot, 'dist'), join(host, 'node_modules/airlock/dist'), { recursive: true })
      for (const name of ['eventemitter3', 'tsyringe']) symlinkSync(join(repoRoot, 'node_modules', name), join(host, 'node_modules', name))
      writeFileSync(
        join(host, 'host.ts'),
        [
          "import { createAppKit } from 'airlock'",
          "import { mainnet } from 'airlock/networks'",
          "createAppKit({ projectId: 'p', networks: [mainnet] })",
          "export const button: HTMLElementTagNameMap['appkit-button'] | null = document.querySelector('appkit-button')",
        ].join('\n'),
      )
      const compilerOptions = { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2023', 'DOM'], types: [], skipLibCheck: false }
      writeFileSync(join(host, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['host.ts'] }))
      const { code, output } = runTsc(join(host, 'tsconfig.json'))
      expect(output).toBe('')
      expect(code).toBe(0)
    } finally {
      rmSync(host, { recursive: true, force: true })
    }
  }, 180_000)
})
