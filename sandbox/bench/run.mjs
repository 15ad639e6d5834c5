// Entry of `npm run bench` (scripts/bench.mjs runs it from the repo root). Installs the bench's
// own dependencies (the peers live here only) when they are missing, then runs measure/main.ts
// with the repo's tsx. Arguments pass through: --runs 7, --scenario-runs 3, --only airlock-full,
// --no-scenarios.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const bench = dirname(fileURLToPath(import.meta.url))
const root = join(bench, '..', '..')
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', cwd: root }).status ?? 1

if (!existsSync(join(root, 'node_modules', 'tsx'))) {
  console.error('The repo\'s own dependencies are missing: run `npm ci` at the repo root first.')
  process.exit(1)
}
if (!existsSync(join(bench, 'node_modules', '.package-lock.json'))) {
  console.log('[bench] installing sandbox/bench dependencies (npm ci --prefix sandbox/bench)')
  // No install scripts: nothing the bench builds needs them, and some would reach the network.
  const status = run('npm', ['ci', '--prefix', 'sandbox/bench', '--ignore-scripts', '--no-audit', '--no-fund'])
  if (status !== 0) process.exit(status)
}
process.exit(run(process.execPath, ['--import', 'tsx', join(bench, 'measure', 'main.ts'), ...process.argv.slice(2)]))
