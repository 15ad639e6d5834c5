// `npm run build` once per test run, whichever test file asks first: build.test and the
// packed-package e2e both need dist/, and two rollups writing it at once race (and cost minutes
// on two cores). Processes agree through a lock directory and a stamp of the sources' sizes and
// times: a dist/ built from the same tree is reused.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const SOURCES = ['kernel', 'ui-shell', 'plugins', 'chains', 'rollup.config.mjs', 'package.json', 'tsconfig.json']
const STAMP = join(repoRoot, 'node_modules', '.cache', 'airlock-build-stamp')
const LOCK = join(repoRoot, 'node_modules', '.cache', 'airlock-build-lock')
// A lock older than this belongs to a run that died; the build itself takes 2–6 min here.
const STALE_LOCK_MS = 15 * 60_000

function sourceStamp(): string {
  const hash = createHash('sha256')
  const walk = (path: string) => {
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') walk(join(path, name))
    } else {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`)
    }
  }
  for (const source of SOURCES) if (existsSync(join(repoRoot, source))) walk(join(repoRoot, source))
  return hash.digest('hex')
}

// The stamp lives outside dist/ so `npm pack` never ships it; dist/ must still exist.
const fresh = (stamp: string) => existsSync(join(repoRoot, 'dist')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp

function tryLock(): boolean {
  mkdirSync(join(LOCK, '..'), { recursive: true })
  try {
    mkdirSync(LOCK)
    writeFileSync(join(LOCK, 'pid'), String(process.pid))
    return true
  } catch {
    if (lockAbandoned()) rmSync(LOCK, { recursive: true, force: true })
    return false
  }
}

// A lock whose process is gone (a run stopped mid-build) or that is older than any build.
function lockAbandoned(): boolean {
  try {
    const pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'))
    if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) return true
    process.kill(pid, 0)
    return false
  } catch (error) {
    // ENOENT: the owner has not written its pid yet, or has just let go; ESRCH: it is gone.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** Resolves when dist/ holds a build of the current sources, building it if no other process is. */
export async function buildDistOnce(): Promise<void> {
  const stamp = sourceStamp()
  for (;;) {
    if (fresh(stamp)) return
    if (tryLock()) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  try {
    if (fresh(stamp)) return
    rmSync(STAMP, { force: true })
    // The .d.ts pass holds the whole TypeScript program: over Node's default 4 GB heap since TON, TRON and Next.js joined.
    await run(process.execPath, ['--max-old-space-size=8192', join(repoRoot, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--silent'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 })
    writeFileSync(STAMP, stamp)
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}
