// `npm run bench`: runs sandbox/bench when it exists (issue 8 builds it); says so plainly otherwise.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const runner = join(root, 'sandbox', 'bench', 'run.mjs')
if (!existsSync(runner)) {
  console.error('No benchmarks yet: sandbox/bench/run.mjs arrives with the benchmarks issue.')
  process.exit(1)
}
const result = spawnSync(process.execPath, [runner, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root })
process.exit(result.status ?? 1)
