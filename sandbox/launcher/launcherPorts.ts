// The launcher's default ports: one block, so a bookmark or a browser driver's scenario URL
// keeps working across runs. Solana takes two (JSON-RPC, then its websocket on the next port).
// A default that is taken gives way to a free port (takenDefaultPorts.ts); a port the
// environment asks for is kept, and start-up fails if it is taken.
import type { SandboxPorts } from '../testing/types'

/** `ton` is the TON sandbox (sandbox/ton), which the launcher starts beside startSandbox's services. */
export type LauncherPorts = Required<SandboxPorts> & { demo: number; ton: number }
export type LauncherPortName = keyof LauncherPorts

export const DEFAULT_LAUNCHER_PORTS: Readonly<LauncherPorts> = Object.freeze({
  api: 4310,
  relay: 4311,
  evmMainnet: 4312,
  evmPolygon: 4313,
  solana: 4314, // and 4315 for its websocket
  demo: 4316,
  onramp: 4317,
  tron: 4320,
  secureSite: 4330,
  ton: 4321,
})

/** The environment variable that overrides each port. */
export const LAUNCHER_PORT_ENV: Readonly<Record<LauncherPortName, string>> = Object.freeze({
  api: 'AIRLOCK_API_PORT',
  relay: 'AIRLOCK_RELAY_PORT',
  evmMainnet: 'AIRLOCK_EVM_MAINNET_PORT',
  evmPolygon: 'AIRLOCK_EVM_POLYGON_PORT',
  solana: 'AIRLOCK_SOLANA_PORT',
  demo: 'AIRLOCK_DEMO_PORT',
  onramp: 'AIRLOCK_ONRAMP_PORT',
  tron: 'AIRLOCK_TRON_PORT',
  secureSite: 'AIRLOCK_SECURE_SITE_PORT',
  ton: 'AIRLOCK_TON_PORT',
})

/** Defaults overridden by the environment; 0 picks a free port. Throws on a value that is not a port. */
export function readLauncherPorts(env: Readonly<Record<string, string | undefined>>): LauncherPorts {
  const ports = { ...DEFAULT_LAUNCHER_PORTS }
  for (const name of Object.keys(ports) as LauncherPortName[]) {
    const raw = requestedPort(env, name)
    if (raw === undefined) continue
    const port = Number(raw)
    // Solana needs port + 1 as well, so its highest usable port is one lower.
    const max = name === 'solana' ? 65534 : 65535
    if (!/^\d+$/.test(raw) || port > max) throw new Error(`${LAUNCHER_PORT_ENV[name]} must be a port number from 0 to ${max}, got "${raw}"`)
    ports[name] = port
  }
  return ports
}

/** The environment's value for `name`'s port, or undefined when it leaves the default (unset or blank). */
export function requestedPort(env: Readonly<Record<string, string | undefined>>, name: LauncherPortName): string | undefined {
  const raw = env[LAUNCHER_PORT_ENV[name]]?.trim()
  return raw === undefined || raw === '' ? undefined : raw
}

/** The variable to change when `port` was taken, for a start-up error a person can act on. */
export function portEnvFor(ports: LauncherPorts, port: number): string | undefined {
  const name = (Object.keys(ports) as LauncherPortName[]).find((n) => ports[n] === port || (n === 'solana' && ports[n] + 1 === port))
  return name ? LAUNCHER_PORT_ENV[name] : undefined
}
