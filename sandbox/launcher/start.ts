// `npm start`: the whole sandbox on loopback ports (the defaults, or a free one for a default that
// is taken), one `name: url` line per service on stdout (nothing else goes there, so scripts can
// parse it), until Ctrl-C or SIGTERM.
import { addAdapterQuickstartRoutes } from '../app/addAdapterQuickstartRoutes'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { addQuickstartRoutes } from '../app/appkit-quickstart/addQuickstartRoutes'
import { addHtmlQuickstartRoutes } from '../app/quickstart-html/addHtmlQuickstartRoutes'
import { addWagmiQuickstartRoutes } from '../app/quickstart-wagmi/addWagmiQuickstartRoutes'
import { addHeadlessRoutes } from '../app/headless/addHeadlessRoutes'
import { readLauncherPorts, portEnvFor, type LauncherPorts } from './launcherPorts'
import type { DemoRoutes } from './demoServer'
import { startLauncher, type Launcher } from './startLauncher'
import { replaceTakenDefaultPorts, takenDefaultNote } from './takenDefaultPorts'
import type { Sandbox } from '../testing/types'

// ganache and the WalletConnect clients can keep timers alive; do not hang a terminal on them.
const STOP_TIMEOUT_MS = 10_000

async function main(): Promise<void> {
  let ports: LauncherPorts
  try {
    ports = readLauncherPorts(process.env)
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  const taken = await replaceTakenDefaultPorts(ports, process.env)
  ports = taken.ports
  for (const replaced of taken.replaced) process.stderr.write(`${takenDefaultNote(replaced)}\n`)

  let launcher: Launcher | undefined
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // Repeats are ignored: a terminal's Ctrl-C reaches this process both directly and through
    // the tsx and npm parents, and the stop timeout below already bounds a hung shutdown.
    if (stopping) return
    stopping = true
    process.stderr.write(`\n${signal}: stopping the sandbox...\n`)
    const timer = setTimeout(() => fail(`The sandbox did not stop within ${STOP_TIMEOUT_MS / 1000} s`), STOP_TIMEOUT_MS)
    timer.unref()
    // A signal during start-up: stop what started, once it has.
    void Promise.resolve(launcher ?? starting)
      .then((started) => started?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => fail(`The sandbox did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`),
      )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  const extendDemo = (routes: DemoRoutes, sandbox: Sandbox) => {
    addDemoAppRoutes(routes, sandbox)
    addQuickstartRoutes(routes, sandbox) // /quickstart: AppKit's React quick-start on Airlock (BYD-11)
    addHtmlQuickstartRoutes(routes, sandbox) // /quickstart-html: AppKit's html quick-start, no React in the page (BYD-16)
    addWagmiQuickstartRoutes(routes, sandbox) // /quickstart-wagmi: AppKit's React + wagmi quick-start (BYD-23)
    addAdapterQuickstartRoutes(routes, sandbox) // /quickstart-ethers, /quickstart-solana: AppKit's ethers and Solana quick-starts (BYD-23)
    addHeadlessRoutes(routes, sandbox) // /headless: a connect UI of the host's own, no modal code (BYD-34)
  }
  const starting = startLauncher({ ports, extendDemo }).catch((error: unknown) => {
    fail(startFailure(error, ports))
    return undefined
  })
  launcher = await starting
  if (!launcher || stopping) return
  process.stdout.write(launcher.urls.map(([name, url]) => `${name}: ${url}\n`).join(''))
  process.stderr.write('Sandbox ready on 127.0.0.1. Ctrl-C stops it.\n')
  // Next.js needs a build of its own (minutes), so it is a second command, not part of start-up.
  process.stderr.write('The Next.js (SSR) quick-start: `npm run start:nextjs` in another terminal.\n')
}

function startFailure(error: unknown, ports: LauncherPorts): string {
  const message = error instanceof Error ? error.message : String(error)
  const port = portOf(error)
  const env = port === undefined ? undefined : portEnvFor(ports, port)
  return port === undefined
    ? `The sandbox failed to start: ${message}`
    : `The sandbox failed to start: port ${port} is in use${env ? `; free it or set ${env}` : ''} (${message})`
}

/** The port of an EADDRINUSE, on the error or its cause (SandboxStartError wraps it). */
function portOf(error: unknown): number | undefined {
  for (let e = error as { code?: unknown; port?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'EADDRINUSE' && typeof e.port === 'number') return e.port
    e = e.cause as typeof e
  }
  return undefined
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

void main()
