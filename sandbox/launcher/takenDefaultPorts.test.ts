// Real sockets: a port held by a listener in this process is what "taken" means to the launcher.
// (No spec ID names the launcher; issue 31, part 5 asks for the fallback.)
import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_LAUNCHER_PORTS } from './launcherPorts'
import { isPortFree, replaceTakenDefaultPorts, takenDefaultNote } from './takenDefaultPorts'
import { findFreePorts } from './testing/findFreePorts'

const held: Server[] = []
const occupy = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
    held.push(server)
  })
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** Launcher ports all free, as if they were the defaults. */
async function freeDefaults() {
  const [api, relay, evmMainnet, evmPolygon, solana, demo, onramp, secureSite] = await findFreePorts([{}, {}, {}, {}, { pair: true }, {}, {}, {}])
  return { api, relay, evmMainnet, evmPolygon, solana, demo, onramp, secureSite } as typeof DEFAULT_LAUNCHER_PORTS
}

describe('replaceTakenDefaultPorts', () => {
  it('issue-31 launcher: a taken default port gives way to a free one (0), the others stay', async () => {
    const ports = await freeDefaults()
    await occupy(ports.demo)
    expect(await isPortFree(ports.demo)).toBe(false)
    const { ports: next, replaced } = await replaceTakenDefaultPorts(ports, {})
    expect(next).toEqual({ ...ports, demo: 0 })
    expect(replaced).toEqual([{ name: 'demo', port: ports.demo }])
    expect(takenDefaultNote(replaced[0]!)).toBe(`Port ${ports.demo} (demo) is in use; using a free port instead (set AIRLOCK_DEMO_PORT to choose one)`)
  })

  it("issue-31 launcher: Solana's default gives way when its websocket port (the next one) is taken", async () => {
    const ports = await freeDefaults()
    await occupy(ports.solana + 1)
    const { ports: next, replaced } = await replaceTakenDefaultPorts(ports, {})
    expect(next.solana).toBe(0)
    expect(replaced).toEqual([{ name: 'solana', port: ports.solana }])
  })

  it('issue-31 launcher: a port the environment asked for is kept even when taken (start-up then fails naming it)', async () => {
    const ports = await freeDefaults()
    await occupy(ports.relay)
    const { ports: next, replaced } = await replaceTakenDefaultPorts(ports, { AIRLOCK_RELAY_PORT: String(ports.relay) })
    expect(next).toEqual(ports)
    expect(replaced).toEqual([])
  })

  it('issue-31 launcher: all free, nothing changes; 0 is not probed', async () => {
    const ports = { ...(await freeDefaults()), api: 0 }
    expect(await replaceTakenDefaultPorts(ports, {})).toEqual({ ports, replaced: [] })
  })
})
