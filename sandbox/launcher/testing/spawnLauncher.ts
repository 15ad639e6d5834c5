// Test helper: runs `start.ts` the way `npm start` does, in a child process, and follows its
// output: the `name: url` lines on stdout and the exit.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export interface LauncherProcess {
  child: ChildProcess
  /** Resolves with the printed `name → url` once `count` lines arrived; rejects if the process exits first. */
  urls(count: number, timeoutMs: number): Promise<Map<string, string>>
  /** Every stdout line so far. */
  readonly stdoutLines: readonly string[]
  readonly stderr: string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGKILL if still running (test cleanup). */
  kill(): void
}

export function spawnLauncher(env: Record<string, string>): LauncherProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/launcher/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stdoutLines: string[] = []
  let partial = ''
  let stderr = ''
  const listeners = new Set<() => void>()
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n')
    partial = parts.pop()!
    stdoutLines.push(...parts)
    for (const listener of listeners) listener()
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let running = true
  void exited.then(() => {
    running = false
    for (const listener of listeners) listener()
  })

  return {
    child,
    stdoutLines,
    get stderr() {
      return stderr
    },
    exited,
    urls: (count, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`Timed out after ${timeoutMs} ms. stdout:\n${stdoutLines.join('\n')}\nstderr:\n${stderr}`)), timeoutMs)
        const check = () => {
          if (stdoutLines.length >= count) done()
          else if (!running) done(new Error(`The launcher exited before printing its URLs. stderr:\n${stderr}`))
        }
        const done = (error?: Error) => {
          clearTimeout(timer)
          listeners.delete(check)
          if (error) reject(error)
          else resolve(new Map(stdoutLines.map((line) => line.split(/: (.*)/s, 2) as [string, string])))
        }
        listeners.add(check)
        check()
      }),
    kill: () => {
      if (running) child.kill('SIGKILL')
    },
  }
}
