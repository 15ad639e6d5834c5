// The package as a host installs it: `npm run build`, `npm pack`, the tarball extracted into a
// scratch node_modules/airlock, and a host page bundled against that copy — not the repo's
// source. Other packages resolve offline through symlinks to the repo's node_modules.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { buildDistOnce } from '../../scripts/testing/buildDistOnce'

const run = promisify(execFile)
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface PackedPackage {
  /** The scratch folder holding node_modules/ (airlock extracted, the rest linked). */
  dir: string
  nodeModules: string
  remove(): Promise<void>
}

/** Builds dist/ with rollup (as `npm run build` does), packs it and installs the tarball offline. */
export async function installPackedPackage(): Promise<PackedPackage> {
  await buildDistOnce()
  const dir = await mkdtemp(join(tmpdir(), 'airlock-packed-'))
  const { stdout } = await run('npm', ['pack', '--pack-destination', dir, '--silent', '--ignore-scripts'], { cwd: REPO_ROOT })
  const tarball = join(dir, stdout.trim().split('\n').pop()!)
  const nodeModules = join(dir, 'node_modules')
  const airlock = join(nodeModules, 'airlock')
  await mkdir(airlock, { recursive: true })
  // npm tarballs hold everything under package/.
  await run('tar', ['-xzf', tarball, '-C', airlock, '--strip-components=1'])
  const repoModules = join(REPO_ROOT, 'node_modules')
  for (const name of await readdir(repoModules)) {
    if (name === 'airlock' || name.startsWith('.')) continue
    await symlink(join(repoModules, name), join(nodeModules, name))
  }
  return { dir, nodeModules, remove: () => rm(dir, { recursive: true, force: true }) }
}
