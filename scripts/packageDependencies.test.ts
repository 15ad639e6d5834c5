import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { exportedSources, repoRoot, runtimePackages } from './packageDependencies'

type PackageJson = {
  engines: { node: string }
  exports: Record<string, unknown>
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
  devDependencies: Record<string, string>
}
type LockEntry = { version?: string; engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as PackageJson
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }
const shipped = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]

describe('the package installs cleanly', () => {
  it('every locked package runs on the oldest Node the engines field allows (0 EBADENGINE on install)', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version
    const refusing = Object.entries(lock.packages)
      // npm skips an optional package its Node cannot run, silently (rollup-plugin-dts's @babel/code-frame 8).
      .filter(([path, entry]) => path !== '' && !entry.optional && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${(entry.engines as { node: string }).node}`)
    expect(refusing).toEqual([])
  })

  // Peers may be companions the host installs beside the kit (wagmi, @tanstack/react-query)
  // without the kit importing them; a dependency nobody imports is only weight in every host.
  it("the published entries import only the package's dependencies and peers, and use each dependency", () => {
    const entries = exportedSources(pkg, (subpath) => subpath !== './testing' && subpath !== './package.json')
    const used = runtimePackages(entries)
    const undeclared = [...used].filter(([name]) => !shipped.includes(name)).map(([name, file]) => `${name} (${file})`)
    expect(undeclared).toEqual([])
    const inTypes = runtimePackages(entries, { types: true })
    expect(Object.keys(pkg.dependencies).filter((name) => !inTypes.has(name))).toEqual([])
  })

  it("airlock/testing's extra packages are documented, not peers of the main entry", () => {
    const readme = readFileSync(join(repoRoot, 'sandbox/launcher/README.md'), 'utf8')
    const line = readme.split('\n').find((l) => l.startsWith('npm install -D ')) ?? ''
    const documented = line.replace('npm install -D ', '').split(/\s+/).filter(Boolean)
    const testingOnly = [...runtimePackages(['sandbox/testing/index.ts']).keys()].filter((name) => !shipped.includes(name))
    expect(testingOnly.length).toBeGreaterThan(0)
    expect(testingOnly.filter((name) => !documented.includes(name))).toEqual([])
    expect(testingOnly.filter((name) => shipped.includes(name))).toEqual([])
    expect(documented.filter((name) => !pkg.devDependencies[name])).toEqual([])
  })
})
