// Runs the repo's TypeScript compiler on a project, as a host's `tsc --noEmit` would.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from './bundleHostEntry'

/** `tsc -p <project>`: the exit code and the diagnostics it printed. */
export function runTsc(project: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', project, '--pretty', 'false'], {
    encoding: 'utf8',
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}
