// Builds the Next.js quick-start once and serves it with `next start` on 127.0.0.1, pointed at a
// running sandbox demo host (its test wallets and endpoints). For the browser test and `npm start`.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'

export const NEXT_QUICKSTART_DIR = fileURLToPath(new URL('.', import.meta.url))
const NEXT_BIN = fileURLToPath(new URL('../../../node_modules/next/dist/bin/next', import.meta.url))

export interface NextQuickstart {
  url: string
  close(): Promise<void>
}

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd: NEXT_QUICKSTART_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** `next build`; rejects with its output when it fails. */
export function buildNextQuickstart(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = run(['build'], {})
    let output = ''
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code}):\n${output}`))))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** `next start` on a free port; resolves once it answers. */
export async function startNextQuickstart(sandbox: { demoUrl: string; endpoints: Partial<Endpoints> }, port?: number): Promise<NextQuickstart> {
  const listen = port ?? (await freePort())
  const child = run(['start', '-H', '127.0.0.1', '-p', String(listen)], {
    AIRLOCK_SANDBOX_DEMO_URL: sandbox.demoUrl,
    AIRLOCK_SANDBOX_ENDPOINTS: JSON.stringify(sandbox.endpoints),
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`next start exited (${code}):\n${output}`))))
  const ready = new Promise<void>((resolve) => child.stdout!.on('data', () => /Ready|started server/i.test(output) && resolve()))
  await Promise.race([ready, exited])
  return {
    url: `http://127.0.0.1:${listen}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
