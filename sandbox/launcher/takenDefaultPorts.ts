// `npm start` always starts: a default port another program holds (a second sandbox, a dev
// server) is swapped for a free one before the services bind. Ports the environment asked for
// are left alone: the person chose them, so a taken one fails start-up naming its variable.
import { createServer } from 'node:net'
import { LAUNCHER_PORT_ENV, requestedPort, type LauncherPortName, type LauncherPorts } from './launcherPorts'

export interface TakenDefaultPorts {
  ports: LauncherPorts
  /** The defaults that were taken, each replaced by 0 (the service picks a free port). */
  replaced: ReadonlyArray<{ name: LauncherPortName; port: number }>
}

/** Whether a loopback listener can bind `port` now (as the services do, on 127.0.0.1). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)))
  })
}

export async function replaceTakenDefaultPorts(
  ports: LauncherPorts,
  env: Readonly<Record<string, string | undefined>>,
  isFree: (port: number) => Promise<boolean> = isPortFree,
): Promise<TakenDefaultPorts> {
  const next = { ...ports }
  const replaced: Array<{ name: LauncherPortName; port: number }> = []
  for (const name of Object.keys(ports) as LauncherPortName[]) {
    const port = ports[name]
    if (port === 0 || requestedPort(env, name) !== undefined) continue
    // Solana's websocket takes the next port: both must be free.
    const needed = name === 'solana' ? [port, port + 1] : [port]
    const free = await Promise.all(needed.map(isFree))
    if (free.every(Boolean)) continue
    next[name] = 0
    replaced.push({ name, port })
  }
  return { ports: next, replaced }
}

/** The stderr note for a replaced default: which port, and how to pin one. */
export function takenDefaultNote({ name, port }: { name: LauncherPortName; port: number }): string {
  return `Port ${port} (${name}) is in use; using a free port instead (set ${LAUNCHER_PORT_ENV[name]} to choose one)`
}
